-- A scheduled inbox message (its `visible_from` still ahead) can be cancelled before it is shown:
-- `cancelled_at` (the server clock) and who cancelled it. No player ever sees a cancelled message;
-- the row stays for the record (the console's list shows it as cancelled).
ALTER TABLE inbox_messages ADD COLUMN cancelled_at timestamptz, ADD COLUMN cancelled_by text;

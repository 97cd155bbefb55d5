-- Help texts keep the `{brand}` and `{age}` placeholders and are filled when the help call answers.
-- Brands seeded before kept their texts filled with the name and age of that day: `placeholders`
-- false marks them, and the server's next help read for the brand (server/content/help-store.ts,
-- `ensureHelpSeeded`) turns back into placeholders only the texts still equal to the seed filled
-- with the brand's name and age, so an operator's edit is never touched; then it sets the mark.
ALTER TABLE help_seeds ADD COLUMN placeholders boolean NOT NULL DEFAULT false;

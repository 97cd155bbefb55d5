-- SMS codes may also unlock a locked account for its owner (second factor while the account is
-- locked by failed logins from elsewhere): purpose 'unlock'.
ALTER TABLE sms_codes DROP CONSTRAINT sms_codes_purpose_check;
ALTER TABLE sms_codes ADD CONSTRAINT sms_codes_purpose_check CHECK (purpose IN ('register', 'login', 'reset', 'unlock'));

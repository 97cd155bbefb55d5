-- Operator switch per brand: the development identity provider (social and phone sign-in) is taken
-- down for that brand (`npm run ops -- identity <tenant> down`): its pages and token checks refuse and
-- the status says the identity service is not ready, so the site hides its buttons (issue 13).
ALTER TABLE tenant_runtime ADD COLUMN identity_down boolean NOT NULL DEFAULT false;

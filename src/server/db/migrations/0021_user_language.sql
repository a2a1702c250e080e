-- The language a person's emails are written in (docs/decisions/042-languages.md): the sign-up page's
-- language at first, then what they choose in their settings.
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;

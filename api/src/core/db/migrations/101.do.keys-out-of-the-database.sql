-- Generated demo keys now live in the keys file (KEYS_FILE), outside the
-- database, so no backup carries them; the start copies any kept here into
-- that file before this runs.
DROP TABLE IF EXISTS server_secrets;

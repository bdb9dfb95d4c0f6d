-- Substring searches on names (M7 over 100,000 tasks, B1 over 5,000 users) answered from trigram
-- indexes instead of folding and scanning every row. pg_trgm is a trusted contrib extension of
-- PostgreSQL, and PGlite loads its build of it (see pglite-database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The accent and case fold of searches, as src/db/fold-text.ts uses it; immutable, so indexes can hold it.
-- Translate first, then lower: lower() only folds ASCII under the C locale.
CREATE OR REPLACE FUNCTION fold_text(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN lower(translate(value, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'));

CREATE INDEX IF NOT EXISTS tasks_name_trgm_idx ON tasks USING gin (fold_text(name) gin_trgm_ops) WHERE NOT deleted;
CREATE INDEX IF NOT EXISTS users_search_text_trgm_idx ON users USING gin (search_text gin_trgm_ops) WHERE NOT deleted;

-- Trigram indexes for the lists' contains-search (ILIKE '%…%'), next migration. A trusted
-- extension since PostgreSQL 13 (the database owner may create it); PGlite loads its contrib
-- build in the constructor (src/db/client.ts, src/db/pgliteWorker.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

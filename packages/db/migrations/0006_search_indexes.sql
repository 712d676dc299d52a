-- Trigram indexes (pg_trgm) for the directory's accent- and case-insensitive search. pg_trgm is a
-- trusted extension (PostgreSQL 13+): the database owner may create it; PGlite loads it in client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "festival_nom_recherche_trgm_idx" ON "festival" USING gin ("NomRecherche" gin_trgm_ops);
CREATE TABLE "avis_resume" (
	"IdInscription" integer PRIMARY KEY NOT NULL,
	"Nombre" integer DEFAULT 0 NOT NULL,
	"Somme" integer DEFAULT 0 NOT NULL,
	"Minimum" smallint,
	"Maximum" smallint,
	"Moyenne" double precision GENERATED ALWAYS AS (round("Somme"::numeric / nullif("Nombre", 0), 2)::float8) STORED,
	"Ecart" integer GENERATED ALWAYS AS ("Maximum" - "Minimum") STORED
);
--> statement-breakpoint
ALTER TABLE "avis_resume" ADD CONSTRAINT "avis_resume_IdInscription_inscription_Id_fk" FOREIGN KEY ("IdInscription") REFERENCES "public"."inscription"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avis_resume_ecart_idx" ON "avis_resume" USING btree ("Ecart" DESC NULLS LAST,"Moyenne" DESC NULLS LAST,"IdInscription" DESC NULLS LAST) WHERE "Nombre" > 0;--> statement-breakpoint
CREATE INDEX "avis_resume_moyenne_idx" ON "avis_resume" USING btree ("Moyenne" DESC NULLS LAST,"IdInscription" DESC NULLS LAST) WHERE "Nombre" > 0;--> statement-breakpoint
-- Each entry's counted scores (issue 34's score sorts), kept by the database in the statement that
-- changes what they read, whoever changes it: a review saved or gone, a conflict declared or
-- withdrawn, a film's credits or a contact's person changed (a conflict may name a person), a
-- cascade. A score counts when given and its author declared no conflict with the film, with the
-- film itself or with a person its credits name (`review-sql.ts` `countedScoreSql`; the summary's
-- test holds these rows to that rule). The entry is recounted, not added to: a conflict voids a
-- score without touching its review. The row is locked before the count (created when missing),
-- and in READ COMMITTED the count's statement then reads what the transaction that held the lock
-- committed, so two reviews of one entry saved at once both count.
CREATE FUNCTION "avis_resume_recompte"(entree integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "avis_resume" ("IdInscription")
    SELECT entree WHERE EXISTS (SELECT 1 FROM "inscription" i WHERE i."Id" = entree)
    ON CONFLICT ("IdInscription") DO UPDATE SET "Nombre" = "avis_resume"."Nombre";
  UPDATE "avis_resume" r
    SET "Nombre" = s.n, "Somme" = s.somme, "Minimum" = s.mn, "Maximum" = s.mx
    FROM (
      SELECT count(*)::int AS n, coalesce(sum(a."Note"), 0)::int AS somme, min(a."Note") AS mn, max(a."Note") AS mx
      FROM "avis" a JOIN "inscription" i ON i."Id" = a."IdInscription"
      WHERE a."IdInscription" = entree AND a."Note" IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM "conflit_interet" ci
          WHERE ci."IdMembre" = a."IdMembre" AND (ci."IdFilm" = i."IdFilm" OR ci."IdPersonne" IN (
            SELECT ct."IdPersonne" FROM "generique" g JOIN "contact" ct ON ct."Id" = g."IdContact"
            WHERE g."IdFilm" = i."IdFilm")))
    ) s
    WHERE r."IdInscription" = entree
      AND (r."Nombre", r."Somme", r."Minimum", r."Maximum") IS DISTINCT FROM (s.n, s.somme, s.mn, s.mx);
END;
$$;--> statement-breakpoint
-- The entries of the films `films` that someone scored, recounted in the entries' order (the row
-- locks are always taken in one order).
CREATE FUNCTION "avis_resume_recompte_films"(films integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  entree integer;
BEGIN
  FOR entree IN SELECT DISTINCT a."IdInscription" FROM "avis" a JOIN "inscription" i ON i."Id" = a."IdInscription"
      WHERE i."IdFilm" = any(films) AND a."Note" IS NOT NULL ORDER BY 1 LOOP
    PERFORM "avis_resume_recompte"(entree);
  END LOOP;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "avis_resume_avis"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."IdInscription" = NEW."IdInscription" AND OLD."IdMembre" = NEW."IdMembre"
      AND OLD."Note" IS NOT DISTINCT FROM NEW."Note" THEN
    -- A note or tags edited: nothing counted changed.
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM "avis_resume_recompte"(OLD."IdInscription");
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."IdInscription" <> OLD."IdInscription") THEN
    PERFORM "avis_resume_recompte"(NEW."IdInscription");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "avis_resume_avis" AFTER INSERT OR UPDATE OR DELETE ON "avis"
  FOR EACH ROW EXECUTE FUNCTION "avis_resume_avis"();--> statement-breakpoint
-- A conflict changes only its member's scores: the entries they scored are recounted.
CREATE FUNCTION "avis_resume_conflit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entree integer;
BEGIN
  FOR entree IN SELECT DISTINCT a."IdInscription" FROM "avis" a
      WHERE a."Note" IS NOT NULL AND a."IdMembre" IN (
        CASE WHEN TG_OP <> 'INSERT' THEN OLD."IdMembre" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."IdMembre" END)
      ORDER BY 1 LOOP
    PERFORM "avis_resume_recompte"(entree);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "avis_resume_conflit" AFTER INSERT OR UPDATE OR DELETE ON "conflit_interet"
  FOR EACH ROW EXECUTE FUNCTION "avis_resume_conflit"();--> statement-breakpoint
-- A credit added, changed or removed: its film's entries, when the credited person is named by a
-- conflict (a filmmaker's usual credit edits cost one indexed look-up), or when the contact is
-- gone already (its deletion's cascade: its person can no longer be read).
CREATE FUNCTION "avis_resume_generique"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  contacts integer[] := array_remove(ARRAY[
    CASE WHEN TG_OP <> 'INSERT' THEN OLD."IdContact" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."IdContact" END], NULL);
BEGIN
  IF EXISTS (SELECT 1 FROM "contact" ct JOIN "conflit_interet" ci ON ci."IdPersonne" = ct."IdPersonne"
        WHERE ct."Id" = any(contacts))
      OR (SELECT count(*) FROM "contact" ct WHERE ct."Id" = any(contacts)) < cardinality(contacts) THEN
    PERFORM "avis_resume_recompte_films"(array_remove(ARRAY[
      CASE WHEN TG_OP <> 'INSERT' THEN OLD."IdFilm" END, CASE WHEN TG_OP <> 'DELETE' THEN NEW."IdFilm" END], NULL));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "avis_resume_generique" AFTER INSERT OR UPDATE OR DELETE ON "generique"
  FOR EACH ROW EXECUTE FUNCTION "avis_resume_generique"();--> statement-breakpoint
-- A contact pointed at another person: the films crediting it, when either person is named by a conflict.
CREATE FUNCTION "avis_resume_contact"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."IdPersonne" IS DISTINCT FROM NEW."IdPersonne" AND EXISTS (SELECT 1 FROM "conflit_interet" ci
      WHERE ci."IdPersonne" IN (OLD."IdPersonne", NEW."IdPersonne")) THEN
    PERFORM "avis_resume_recompte_films"(ARRAY(SELECT g."IdFilm" FROM "generique" g WHERE g."IdContact" = NEW."Id"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "avis_resume_contact" AFTER UPDATE OF "IdPersonne" ON "contact"
  FOR EACH ROW EXECUTE FUNCTION "avis_resume_contact"();--> statement-breakpoint
-- An entry moved to another film (never done by the app, but the summary follows it).
CREATE FUNCTION "avis_resume_inscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."IdFilm" IS DISTINCT FROM NEW."IdFilm" AND EXISTS (SELECT 1 FROM "avis" a WHERE a."IdInscription" = NEW."Id") THEN
    PERFORM "avis_resume_recompte"(NEW."Id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "avis_resume_inscription" AFTER UPDATE OF "IdFilm" ON "inscription"
  FOR EACH ROW EXECUTE FUNCTION "avis_resume_inscription"();--> statement-breakpoint
-- The reviews written before this migration, counted once.
SELECT "avis_resume_recompte"(e."IdInscription") FROM (SELECT DISTINCT "IdInscription" FROM "avis" ORDER BY 1) e;

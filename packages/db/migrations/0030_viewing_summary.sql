CREATE TABLE "visionnage_resume" (
	"IdInscription" integer PRIMARY KEY NOT NULL,
	"MembresOuvert" integer DEFAULT 0 NOT NULL,
	"MembresFin" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visionnage_resume" ADD CONSTRAINT "visionnage_resume_IdInscription_inscription_Id_fk" FOREIGN KEY ("IdInscription") REFERENCES "public"."inscription"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each entry's coverage (issue 31's inbox) kept by the database in the statement that changes a
-- viewing row, whoever changes it: a member's report, the cascade when an account or an entry
-- goes, a seed. A film row counts one member who opened the film, and one who watched it to the
-- end when `viewing-rules.ts` `isWatchedToEnd` holds (END_MARGIN_SECONDS 10, END_SHARE 0.95; the
-- inbox's consistency test checks these rows against that rule). The change is added to the
-- counts (never recounted from a snapshot), so two members' reports at once both count: the
-- upsert waits for the other's row lock, then adds to the committed counts.
CREATE FUNCTION "visionnage_resume_maj"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ouvert_avant int := 0;
  fin_avant int := 0;
  ouvert_apres int := 0;
  fin_apres int := 0;
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."TypeVideo" = 'film' THEN
    ouvert_avant := 1;
    IF OLD."Duree" > 0 AND (OLD."PositionMax" >= OLD."Duree" - 10 OR OLD."PositionMax" >= OLD."Duree" * 0.95) THEN
      fin_avant := 1;
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."TypeVideo" = 'film' THEN
    ouvert_apres := 1;
    IF NEW."Duree" > 0 AND (NEW."PositionMax" >= NEW."Duree" - 10 OR NEW."PositionMax" >= NEW."Duree" * 0.95) THEN
      fin_apres := 1;
    END IF;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."IdInscription" = NEW."IdInscription" THEN
    -- Most reports move the furthest point without crossing the end: nothing to write.
    IF ouvert_apres = ouvert_avant AND fin_apres = fin_avant THEN
      RETURN NULL;
    END IF;
    ouvert_apres := ouvert_apres - ouvert_avant;
    fin_apres := fin_apres - fin_avant;
    ouvert_avant := 0;
    fin_avant := 0;
  END IF;
  -- What the old row counted leaves its entry (gone already when the entry itself was deleted).
  IF ouvert_avant <> 0 OR fin_avant <> 0 THEN
    UPDATE "visionnage_resume"
      SET "MembresOuvert" = "MembresOuvert" - ouvert_avant, "MembresFin" = "MembresFin" - fin_avant
      WHERE "IdInscription" = OLD."IdInscription";
  END IF;
  IF ouvert_apres <> 0 OR fin_apres <> 0 THEN
    INSERT INTO "visionnage_resume" ("IdInscription", "MembresOuvert", "MembresFin")
      VALUES (NEW."IdInscription", ouvert_apres, fin_apres)
      ON CONFLICT ("IdInscription") DO UPDATE
      SET "MembresOuvert" = "visionnage_resume"."MembresOuvert" + excluded."MembresOuvert",
        "MembresFin" = "visionnage_resume"."MembresFin" + excluded."MembresFin";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "visionnage_resume_maj" AFTER INSERT OR UPDATE OR DELETE ON "visionnage" FOR EACH ROW EXECUTE FUNCTION "visionnage_resume_maj"();--> statement-breakpoint
-- The viewing rows written before this migration, counted once.
INSERT INTO "visionnage_resume" ("IdInscription", "MembresOuvert", "MembresFin")
SELECT "IdInscription", count(*)::int,
  (count(*) FILTER (WHERE "Duree" > 0 AND ("PositionMax" >= "Duree" - 10 OR "PositionMax" >= "Duree" * 0.95)))::int
FROM "visionnage" WHERE "TypeVideo" = 'film' GROUP BY "IdInscription";

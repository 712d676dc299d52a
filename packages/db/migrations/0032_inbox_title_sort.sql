ALTER TABLE "inscription" ADD COLUMN "TitreFilmRecherche" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "inscription_film_idx" ON "inscription" USING btree ("IdFilm");--> statement-breakpoint
-- Each entry's copy of its film's folded title (issue 31's inbox title sort), kept by the
-- database in the statement that changes either row, whoever writes it: an entry gets its film's
-- title when inserted or given another film (a value written directly is replaced), and a film's
-- new title goes to its entries. Neither changes anything the inbox counts read (migration 0031).
CREATE FUNCTION "inscription_titre_film"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."TitreFilmRecherche" := coalesce((SELECT f."TitreRecherche" FROM "film" f WHERE f."Id" = NEW."IdFilm"), '');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inscription_titre_film" BEFORE INSERT OR UPDATE OF "IdFilm", "TitreFilmRecherche" ON "inscription"
  FOR EACH ROW EXECUTE FUNCTION "inscription_titre_film"();--> statement-breakpoint
CREATE FUNCTION "film_titre_inscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inscription" SET "TitreFilmRecherche" = NEW."TitreRecherche"
    WHERE "IdFilm" = NEW."Id" AND "TitreFilmRecherche" IS DISTINCT FROM NEW."TitreRecherche";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "film_titre_inscriptions" AFTER UPDATE OF "TitreRecherche" ON "film"
  FOR EACH ROW WHEN (OLD."TitreRecherche" IS DISTINCT FROM NEW."TitreRecherche")
  EXECUTE FUNCTION "film_titre_inscriptions"();--> statement-breakpoint
-- The entries written before this migration.
UPDATE "inscription" i SET "TitreFilmRecherche" = f."TitreRecherche" FROM "film" f
  WHERE f."Id" = i."IdFilm" AND i."TitreFilmRecherche" IS DISTINCT FROM f."TitreRecherche";

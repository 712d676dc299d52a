ALTER TABLE "inscription" ADD COLUMN "FilmDuree" integer;--> statement-breakpoint
ALTER TABLE "inscription" ADD COLUMN "FilmPremier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inscription" ADD COLUMN "FilmEcole" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Each entry's copy of its film's duration and first-film and school-film flags (issue 31's inbox
-- filters), kept as the title's copy is (0032): an entry reads its film's when inserted or given
-- another film (a value written directly is replaced), and a film's change goes to its entries.
-- Nothing the inbox counts read changes (0031).
CREATE FUNCTION "inscription_film_filtres"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT f."Duree", f."IsPremierFilm", f."IsFilmEcole" INTO NEW."FilmDuree", NEW."FilmPremier", NEW."FilmEcole"
    FROM "film" f WHERE f."Id" = NEW."IdFilm";
  NEW."FilmPremier" := coalesce(NEW."FilmPremier", false);
  NEW."FilmEcole" := coalesce(NEW."FilmEcole", false);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inscription_film_filtres" BEFORE INSERT OR UPDATE OF "IdFilm", "FilmDuree", "FilmPremier", "FilmEcole" ON "inscription"
  FOR EACH ROW EXECUTE FUNCTION "inscription_film_filtres"();--> statement-breakpoint
CREATE FUNCTION "film_filtres_inscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "inscription" SET "FilmDuree" = NEW."Duree", "FilmPremier" = NEW."IsPremierFilm", "FilmEcole" = NEW."IsFilmEcole"
    WHERE "IdFilm" = NEW."Id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "film_filtres_inscriptions" AFTER UPDATE OF "Duree", "IsPremierFilm", "IsFilmEcole" ON "film"
  FOR EACH ROW WHEN (OLD."Duree" IS DISTINCT FROM NEW."Duree" OR OLD."IsPremierFilm" IS DISTINCT FROM NEW."IsPremierFilm"
    OR OLD."IsFilmEcole" IS DISTINCT FROM NEW."IsFilmEcole")
  EXECUTE FUNCTION "film_filtres_inscriptions"();--> statement-breakpoint
-- The entries written before this migration.
UPDATE "inscription" i SET "FilmDuree" = f."Duree", "FilmPremier" = f."IsPremierFilm", "FilmEcole" = f."IsFilmEcole"
  FROM "film" f WHERE f."Id" = i."IdFilm";

ALTER TABLE "inscription" ADD COLUMN "FilmRecherche" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "inscription_film_recherche_trgm_idx" ON "inscription" USING gin ("FilmRecherche" gin_trgm_ops);--> statement-breakpoint
-- What an entry's search reads (issue 31's inbox search): its film's folded titles, then each of
-- its directors' folded names (`IdFonction` 1, spec §3 Generique) after a chr(1), so that no
-- search spans two of them. Kept by the database in the statement that changes any of them,
-- whoever writes it; none of these updates changes anything the inbox counts read (0031).
CREATE FUNCTION "inscription_film_recherche_de"(film integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT f."TitresRecherche" FROM "film" f WHERE f."Id" = film), '')
    || coalesce((SELECT string_agg(chr(1) || p."NomRecherche", '' ORDER BY g."Id")
      FROM "generique" g
      JOIN "contact" ct ON ct."Id" = g."IdContact"
      JOIN "personne" p ON p."Id" = ct."IdPersonne"
      WHERE g."IdFilm" = film AND g."IdFonction" = 1), '')
$$;--> statement-breakpoint
-- The entries of the films `films` read their film again (a value written directly is replaced).
CREATE FUNCTION "inscription_film_recherche_maj"(films integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "inscription" i SET "FilmRecherche" = "inscription_film_recherche_de"(i."IdFilm")
    WHERE i."IdFilm" = any(films) AND i."FilmRecherche" IS DISTINCT FROM "inscription_film_recherche_de"(i."IdFilm")
$$;--> statement-breakpoint
CREATE FUNCTION "inscription_film_recherche"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."FilmRecherche" := "inscription_film_recherche_de"(NEW."IdFilm");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inscription_film_recherche" BEFORE INSERT OR UPDATE OF "IdFilm", "FilmRecherche" ON "inscription"
  FOR EACH ROW EXECUTE FUNCTION "inscription_film_recherche"();--> statement-breakpoint
-- A film's titles (the generated "TitresRecherche" follows them; a trigger cannot name it).
CREATE FUNCTION "film_recherche_inscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inscription_film_recherche_maj"(ARRAY[NEW."Id"]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "film_recherche_inscriptions" AFTER UPDATE OF "TitreOriginal", "TitreInternationnal", "TitreLatin" ON "film"
  FOR EACH ROW WHEN (OLD."TitresRecherche" IS DISTINCT FROM NEW."TitresRecherche")
  EXECUTE FUNCTION "film_recherche_inscriptions"();--> statement-breakpoint
-- A director credited, uncredited or moved: once per statement, for the films it touched (a film
-- record's save rewrites its credits in one statement).
CREATE FUNCTION "generique_recherche_inscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "inscription_film_recherche_maj"(array(SELECT DISTINCT n."IdFilm" FROM nouveaux n WHERE n."IdFonction" = 1));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "inscription_film_recherche_maj"(array(SELECT DISTINCT o."IdFilm" FROM anciens o WHERE o."IdFonction" = 1));
  ELSE
    PERFORM "inscription_film_recherche_maj"(array(
      SELECT n."IdFilm" FROM nouveaux n WHERE n."IdFonction" = 1
      UNION SELECT o."IdFilm" FROM anciens o WHERE o."IdFonction" = 1));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "generique_recherche_ajout" AFTER INSERT ON "generique"
  REFERENCING NEW TABLE AS nouveaux FOR EACH STATEMENT EXECUTE FUNCTION "generique_recherche_inscriptions"();--> statement-breakpoint
CREATE TRIGGER "generique_recherche_retrait" AFTER DELETE ON "generique"
  REFERENCING OLD TABLE AS anciens FOR EACH STATEMENT EXECUTE FUNCTION "generique_recherche_inscriptions"();--> statement-breakpoint
CREATE TRIGGER "generique_recherche_maj" AFTER UPDATE ON "generique"
  REFERENCING OLD TABLE AS anciens NEW TABLE AS nouveaux FOR EACH STATEMENT EXECUTE FUNCTION "generique_recherche_inscriptions"();--> statement-breakpoint
-- A director's name changed, or a contact now another person: the films crediting them as director.
CREATE FUNCTION "personne_recherche_inscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inscription_film_recherche_maj"(array(SELECT DISTINCT g."IdFilm" FROM "generique" g
    JOIN "contact" ct ON ct."Id" = g."IdContact" WHERE ct."IdPersonne" = NEW."Id" AND g."IdFonction" = 1));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "personne_recherche_inscriptions" AFTER UPDATE OF "Prenom", "Nom", "Pseudo" ON "personne"
  FOR EACH ROW WHEN (OLD."NomRecherche" IS DISTINCT FROM NEW."NomRecherche")
  EXECUTE FUNCTION "personne_recherche_inscriptions"();--> statement-breakpoint
CREATE FUNCTION "contact_recherche_inscriptions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "inscription_film_recherche_maj"(array(SELECT DISTINCT g."IdFilm" FROM "generique" g
    WHERE g."IdContact" = NEW."Id" AND g."IdFonction" = 1));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contact_recherche_inscriptions" AFTER UPDATE OF "IdPersonne" ON "contact"
  FOR EACH ROW WHEN (OLD."IdPersonne" IS DISTINCT FROM NEW."IdPersonne")
  EXECUTE FUNCTION "contact_recherche_inscriptions"();--> statement-breakpoint
-- The entries written before this migration.
UPDATE "inscription" i SET "FilmRecherche" = "inscription_film_recherche_de"(i."IdFilm");

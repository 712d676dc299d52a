CREATE TABLE "inbox_version" (
	"IdFestival" integer PRIMARY KEY NOT NULL,
	"Version" bigint NOT NULL
);
--> statement-breakpoint
-- Each festival's inbox version (issue 31): the id of the last transaction that changed what the
-- inbox's counts read (`inbox-counts.ts` `countEntriesSql`): the entries `inscription` (added,
-- gone, moved to another section, their `Statut` or `StatutPublie`), their viewing summary
-- `visionnage_resume` (when an entry's coverage changes: never opened, partly, in full), and which
-- sections `campagne_section` and campaigns `campagne` are the festival's. An app server reads
-- the version before the counts and reuses counts computed under the same version, so a change
-- must set it in its own transaction, whoever makes it (the app, a cascade, a seed, an operator).
--
-- Each changed row notes its festival in the transaction (a local setting, undone with a rolled
-- back savepoint); a deferred constraint trigger sets the versions of the noted festivals at the
-- commit, in the festivals' order. So a transaction locks `inbox_version` rows only during its
-- commit, never while it holds other rows (no deadlock with the row locks of status changes and
-- viewing reports), and two transactions that change several festivals lock them in one order.
-- A row whose section or campaign goes in the same statement (a cascade) finds no festival; that
-- section's or campaign's own trigger notes it. The transaction id as the version needs no
-- counter, and a version never comes back.
CREATE FUNCTION "inbox_version_note"(festival integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('shortlist.inbox_festivals', true), '');
BEGIN
  IF festival IS NULL OR position(',' || festival || ',' IN noted) > 0 THEN
    RETURN;
  END IF;
  PERFORM set_config('shortlist.inbox_festivals', CASE WHEN noted = '' THEN ',' ELSE noted END || festival || ',', true);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_version_commit"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('shortlist.inbox_festivals', true), '');
BEGIN
  -- The first deferred event sets every noted festival's version; the others find none.
  IF noted <> '' THEN
    PERFORM set_config('shortlist.inbox_festivals', '', true);
    INSERT INTO "inbox_version" ("IdFestival", "Version")
      SELECT f::int, txid_current() FROM unnest(string_to_array(btrim(noted, ','), ',')) f ORDER BY 1
      ON CONFLICT ("IdFestival") DO UPDATE SET "Version" = excluded."Version"
      WHERE "inbox_version"."Version" <> excluded."Version";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_version_campagne"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "inbox_version_note"(OLD."IdFestival");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "inbox_version_note"(NEW."IdFestival");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_version_campagne_section"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "inbox_version_note"((SELECT c."IdFestival" FROM "campagne" c WHERE c."Id" = OLD."IdCampagne"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "inbox_version_note"((SELECT c."IdFestival" FROM "campagne" c WHERE c."Id" = NEW."IdCampagne"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_version_section_of"(section integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT c."IdFestival" FROM "campagne_section" cs JOIN "campagne" c ON c."Id" = cs."IdCampagne" WHERE cs."Id" = section;
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_version_inscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "inbox_version_note"("inbox_version_section_of"(OLD."IdCampagneSection"));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."IdCampagneSection" IS DISTINCT FROM OLD."IdCampagneSection") THEN
    PERFORM "inbox_version_note"("inbox_version_section_of"(NEW."IdCampagneSection"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "inbox_version_visionnage_resume"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "inbox_version_note"((SELECT "inbox_version_section_of"(i."IdCampagneSection")
      FROM "inscription" i WHERE i."Id" = OLD."IdInscription"));
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."IdInscription" <> OLD."IdInscription") THEN
    PERFORM "inbox_version_note"((SELECT "inbox_version_section_of"(i."IdCampagneSection")
      FROM "inscription" i WHERE i."Id" = NEW."IdInscription"));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A TRUNCATE fires no row trigger: every festival gets a new version.
CREATE FUNCTION "inbox_version_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "inbox_version" ("IdFestival", "Version")
    SELECT f."Id", txid_current() FROM "festival" f ORDER BY 1
    ON CONFLICT ("IdFestival") DO UPDATE SET "Version" = excluded."Version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inbox_version_campagne" AFTER INSERT OR DELETE ON "campagne"
  FOR EACH ROW
  EXECUTE FUNCTION "inbox_version_campagne"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_campagne_commit" AFTER INSERT OR DELETE ON "campagne"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_campagne_maj" AFTER UPDATE ON "campagne"
  FOR EACH ROW
  WHEN (OLD."IdFestival" IS DISTINCT FROM NEW."IdFestival" OR OLD."Id" <> NEW."Id")
  EXECUTE FUNCTION "inbox_version_campagne"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_campagne_maj_commit" AFTER UPDATE ON "campagne"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."IdFestival" IS DISTINCT FROM NEW."IdFestival" OR OLD."Id" <> NEW."Id")
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_campagne_section" AFTER INSERT OR DELETE ON "campagne_section"
  FOR EACH ROW
  EXECUTE FUNCTION "inbox_version_campagne_section"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_campagne_section_commit" AFTER INSERT OR DELETE ON "campagne_section"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_campagne_section_maj" AFTER UPDATE ON "campagne_section"
  FOR EACH ROW
  WHEN (OLD."IdCampagne" IS DISTINCT FROM NEW."IdCampagne" OR OLD."Id" <> NEW."Id")
  EXECUTE FUNCTION "inbox_version_campagne_section"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_campagne_section_maj_commit" AFTER UPDATE ON "campagne_section"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."IdCampagne" IS DISTINCT FROM NEW."IdCampagne" OR OLD."Id" <> NEW."Id")
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_inscription" AFTER INSERT OR DELETE ON "inscription"
  FOR EACH ROW
  EXECUTE FUNCTION "inbox_version_inscription"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_inscription_commit" AFTER INSERT OR DELETE ON "inscription"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
-- Most updates of an entry (answers, files, number) change nothing the counts read.
CREATE TRIGGER "inbox_version_inscription_maj" AFTER UPDATE ON "inscription"
  FOR EACH ROW
  WHEN (OLD."IdCampagneSection" IS DISTINCT FROM NEW."IdCampagneSection" OR OLD."Statut" IS DISTINCT FROM NEW."Statut"
    OR OLD."StatutPublie" IS DISTINCT FROM NEW."StatutPublie" OR OLD."Id" <> NEW."Id")
  EXECUTE FUNCTION "inbox_version_inscription"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_inscription_maj_commit" AFTER UPDATE ON "inscription"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."IdCampagneSection" IS DISTINCT FROM NEW."IdCampagneSection" OR OLD."Statut" IS DISTINCT FROM NEW."Statut"
    OR OLD."StatutPublie" IS DISTINCT FROM NEW."StatutPublie" OR OLD."Id" <> NEW."Id")
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
-- A summary row that counts nobody is the same as none (`COVERAGE` in inbox-sql.ts).
CREATE TRIGGER "inbox_version_visionnage_resume_ajout" AFTER INSERT ON "visionnage_resume"
  FOR EACH ROW
  WHEN (NEW."MembresOuvert" > 0 OR NEW."MembresFin" > 0)
  EXECUTE FUNCTION "inbox_version_visionnage_resume"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_visionnage_resume_ajout_commit" AFTER INSERT ON "visionnage_resume"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."MembresOuvert" > 0 OR NEW."MembresFin" > 0)
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_visionnage_resume_retrait" AFTER DELETE ON "visionnage_resume"
  FOR EACH ROW
  WHEN (OLD."MembresOuvert" > 0 OR OLD."MembresFin" > 0)
  EXECUTE FUNCTION "inbox_version_visionnage_resume"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_visionnage_resume_retrait_commit" AFTER DELETE ON "visionnage_resume"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."MembresOuvert" > 0 OR OLD."MembresFin" > 0)
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
-- Most viewing reports change no entry's coverage (one more member opened a film already opened).
CREATE TRIGGER "inbox_version_visionnage_resume_maj" AFTER UPDATE ON "visionnage_resume"
  FOR EACH ROW
  WHEN ((OLD."MembresOuvert" > 0) IS DISTINCT FROM (NEW."MembresOuvert" > 0)
    OR (OLD."MembresFin" > 0) IS DISTINCT FROM (NEW."MembresFin" > 0) OR OLD."IdInscription" <> NEW."IdInscription")
  EXECUTE FUNCTION "inbox_version_visionnage_resume"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "inbox_version_visionnage_resume_maj_commit" AFTER UPDATE ON "visionnage_resume"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."MembresOuvert" > 0) IS DISTINCT FROM (NEW."MembresOuvert" > 0)
    OR (OLD."MembresFin" > 0) IS DISTINCT FROM (NEW."MembresFin" > 0) OR OLD."IdInscription" <> NEW."IdInscription")
  EXECUTE FUNCTION "inbox_version_commit"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_campagne_vidage" AFTER TRUNCATE ON "campagne"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_version_all"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_campagne_section_vidage" AFTER TRUNCATE ON "campagne_section"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_version_all"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_inscription_vidage" AFTER TRUNCATE ON "inscription"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_version_all"();--> statement-breakpoint
CREATE TRIGGER "inbox_version_visionnage_resume_vidage" AFTER TRUNCATE ON "visionnage_resume"
  FOR EACH STATEMENT EXECUTE FUNCTION "inbox_version_all"();

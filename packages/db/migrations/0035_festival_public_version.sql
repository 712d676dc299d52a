CREATE TABLE "festival_public_version" (
	"Id" integer PRIMARY KEY NOT NULL,
	"Version" bigint NOT NULL
);
--> statement-breakpoint
-- The version of what the public side shows of festivals (issue 33): the id of the last
-- transaction that wrote a festival or one of its lists. Every app server reads it a few times a
-- second and forgets its festival caches when it moves (`festival-changes.ts`), so a manager's
-- edit shows at once on every server of one database. A statement trigger, not a row trigger: a
-- seed of thousands of festivals sets it once per statement. It holds the one row's lock until
-- the commit, so two festival edits commit one after the other (they are rare and short). An
-- update that sets the same transaction's id again writes nothing. Its own savepoint undone, a
-- version set by a refused statement is undone with it.
INSERT INTO "festival_public_version" ("Id", "Version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "festival_public_version_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "festival_public_version" ("Id", "Version") VALUES (1, txid_current())
    ON CONFLICT ("Id") DO UPDATE SET "Version" = excluded."Version"
    WHERE "festival_public_version"."Version" <> excluded."Version";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "festival_public_version_festival" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival"
  FOR EACH STATEMENT EXECUTE FUNCTION "festival_public_version_set"();--> statement-breakpoint
CREATE TRIGGER "festival_public_version_festival_genre" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival_genre"
  FOR EACH STATEMENT EXECUTE FUNCTION "festival_public_version_set"();--> statement-breakpoint
CREATE TRIGGER "festival_public_version_festival_categorie" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival_categorie"
  FOR EACH STATEMENT EXECUTE FUNCTION "festival_public_version_set"();--> statement-breakpoint
CREATE TRIGGER "festival_public_version_festival_thematique" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival_thematique"
  FOR EACH STATEMENT EXECUTE FUNCTION "festival_public_version_set"();--> statement-breakpoint
CREATE TRIGGER "festival_public_version_festival_label" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival_label"
  FOR EACH STATEMENT EXECUTE FUNCTION "festival_public_version_set"();--> statement-breakpoint
CREATE TRIGGER "festival_public_version_festival_photo" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "festival_photo"
  FOR EACH STATEMENT EXECUTE FUNCTION "festival_public_version_set"();

-- Issue 35: the version every instance watches (festival_version, migration 0035) also moves with
-- the translated labels and texts (a section's or a question's name is a trad_libelle row: an edit of
-- the name alone touched no festival table), the content pages and help, and the dictionaries, so an
-- edit of any of them shows within a second on every instance. Same deferred trigger: one bump per
-- transaction, whoever writes.
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "libelle"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "trad_libelle"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "texte"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "trad_texte"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "web_page"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "web_bloc"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "aide_categorie"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "aide_ressource"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "langue"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "pays"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "thematique"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "fonction"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "genre"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "categorie"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "thematique_groupe"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "civilite"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "procede"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "ratio"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "son"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "framerate"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "prise_vue"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "support_captation"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "support_proj"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "tech_animation"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "logiciel"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "festival_version" AFTER INSERT OR UPDATE OR DELETE ON "activite"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "festival_version_commit"();

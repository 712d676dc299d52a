CREATE TABLE "calendrier_favoris" (
	"IdCompte" integer PRIMARY KEY NOT NULL,
	"JetonCalendrier" varchar(64),
	"IsRappelEcheance" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
DROP INDEX "compte_jeton_calendrier_unique";--> statement-breakpoint
ALTER TABLE "calendrier_favoris" ADD CONSTRAINT "calendrier_favoris_IdCompte_compte_Id_fk" FOREIGN KEY ("IdCompte") REFERENCES "public"."compte"("Id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendrier_favoris_jeton_unique" ON "calendrier_favoris" USING btree ("JetonCalendrier");--> statement-breakpoint
-- Hand-written: carry the settings over before the columns go. Only accounts whose settings differ
-- from the defaults (a feed address, or reminders off) get a row, since no row means exactly those
-- defaults; deleted accounts get none, as deleting an account now removes its row.
INSERT INTO "calendrier_favoris" ("IdCompte", "JetonCalendrier", "IsRappelEcheance")
SELECT "Id", "JetonCalendrier", "IsRappelEcheance" FROM "compte"
WHERE ("JetonCalendrier" IS NOT NULL OR NOT "IsRappelEcheance") AND "DateSuppression" IS NULL;--> statement-breakpoint
ALTER TABLE "compte" DROP COLUMN "JetonCalendrier";--> statement-breakpoint
ALTER TABLE "compte" DROP COLUMN "IsRappelEcheance";
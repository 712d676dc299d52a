ALTER TABLE "invitation" ADD COLUMN "IdFilm" integer;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_IdFilm_film_Id_fk" FOREIGN KEY ("IdFilm") REFERENCES "public"."film"("Id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_film_idx" ON "invitation" USING btree ("IdFilm");
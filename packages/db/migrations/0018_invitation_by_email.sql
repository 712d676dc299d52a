ALTER TABLE "invitation" ALTER COLUMN "IdCompte" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "invitation_email_idx" ON "invitation" USING btree (lower("Email")) WHERE "invitation"."IdCompte" is null;--> statement-breakpoint
ALTER TABLE "invitation" ADD CONSTRAINT "invitation_destinataire_check" CHECK ("invitation"."IdCompte" is not null or "invitation"."Email" is not null);
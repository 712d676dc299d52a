CREATE TABLE "sandbox_remboursement" (
	"IdPaiement" varchar(40) PRIMARY KEY NOT NULL,
	"DateCreation" timestamp with time zone DEFAULT now() NOT NULL,
	"Montant" integer NOT NULL,
	CONSTRAINT "sandbox_remboursement_montant_check" CHECK ("sandbox_remboursement"."Montant" > 0)
);
--> statement-breakpoint
ALTER TABLE "commande" ADD COLUMN "Vendeur" jsonb;--> statement-breakpoint
ALTER TABLE "commande_statut" ADD COLUMN "Motif" varchar(500);--> statement-breakpoint
ALTER TABLE "sandbox_remboursement" ADD CONSTRAINT "sandbox_remboursement_IdPaiement_sandbox_paiement_Id_fk" FOREIGN KEY ("IdPaiement") REFERENCES "public"."sandbox_paiement"("Id") ON DELETE no action ON UPDATE no action;
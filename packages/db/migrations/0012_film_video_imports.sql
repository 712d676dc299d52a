ALTER TABLE "film_video_upload" ADD COLUMN "IsImport" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "film_video_upload" ADD COLUMN "Recu" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "film_video_upload" ADD COLUMN "Erreur" varchar(40);--> statement-breakpoint
ALTER TABLE "film_video_upload" ADD CONSTRAINT "film_video_upload_erreur_check" CHECK ("film_video_upload"."Erreur" in ('UNREACHABLE', 'REFUSED', 'TOO_LARGE', 'NOT_VIDEO'));
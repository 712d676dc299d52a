ALTER TABLE "film_video" ADD COLUMN "DateAvertissement" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "film_video" ADD COLUMN "DateSuppression" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "film_video" ADD COLUMN "Affiche" varchar(255);
ALTER TABLE "festival_photo" ADD COLUMN "Ordre" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Photos kept their upload order so far: number them in it, per festival, so moving one is a swap.
UPDATE "festival_photo" p SET "Ordre" = n."Ordre"
FROM (SELECT "Id", row_number() OVER (PARTITION BY "IdFestival" ORDER BY "Id")::int - 1 AS "Ordre" FROM "festival_photo") n
WHERE n."Id" = p."Id";

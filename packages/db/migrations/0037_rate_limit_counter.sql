CREATE TABLE "rate_limit_counter" (
	"Key" varchar(512) PRIMARY KEY NOT NULL,
	"WindowEnds" timestamp with time zone NOT NULL,
	"Count" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counter_window_ends_idx" ON "rate_limit_counter" USING btree ("WindowEnds");
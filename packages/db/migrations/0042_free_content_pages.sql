ALTER TABLE "web_page" DROP CONSTRAINT "web_page_cle_route_check";--> statement-breakpoint
ALTER TABLE "web_page" ADD COLUMN "Route" varchar(300);--> statement-breakpoint
ALTER TABLE "web_page" ADD COLUMN "RouteCanonique" varchar(300);--> statement-breakpoint
CREATE UNIQUE INDEX "web_page_path_unique" ON "web_page" USING btree ("IdPortail","Route");--> statement-breakpoint
ALTER TABLE "web_page" ADD CONSTRAINT "web_page_cle_route_check" CHECK (("web_page"."CleRoute" in ('howItWorks', 'pricing', 'partners', 'ethics', 'terms', 'legal', 'privacy')) = ("web_page"."Route" is null));
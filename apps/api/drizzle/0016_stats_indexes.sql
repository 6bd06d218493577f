CREATE INDEX "service_requests_created_stats_idx" ON "service_requests" USING btree ("created_at","service_id","status");--> statement-breakpoint
CREATE INDEX "directory_searches_created_service_idx" ON "directory_searches" USING btree ("created_at","service_id");--> statement-breakpoint
-- Directory searches keep no personal data (docs/decisions/0077): the searcher is no longer recorded.
UPDATE "directory_searches" SET "user_id" = NULL WHERE "user_id" IS NOT NULL;

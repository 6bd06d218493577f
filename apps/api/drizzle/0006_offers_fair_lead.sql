ALTER TABLE "service_request_notifies" ADD COLUMN "seen_state" text;--> statement-breakpoint
ALTER TABLE "service_request_quotes" ADD COLUMN "viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_request_quotes" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- Quotes opened before this column existed: the last change is the best estimate of when.
UPDATE "service_request_quotes" SET "viewed_at" = "updated_at" WHERE "is_viewed" = 1 AND "viewed_at" IS NULL;

ALTER TABLE "service_request_reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "service_request_reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_request_reviews" ADD COLUMN "reply_updated_at" timestamp with time zone;
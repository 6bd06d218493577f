ALTER TABLE "service_request_notifies" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_request_quotes" ADD COLUMN "price" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "group_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "is_held" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "quotes_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "offers_closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "service_requests_group_idx" ON "service_requests" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "service_request_quotes" ADD CONSTRAINT "service_request_quotes_price_check" CHECK (price IS NULL OR price >= 0);--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_is_held_check" CHECK (is_held IN (0, 1));
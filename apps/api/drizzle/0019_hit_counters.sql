-- Unlogged: the counters of ended or lost windows are worth nothing (docs/decisions/0090).
CREATE UNLOGGED TABLE "hit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hit_counters_expires_idx" ON "hit_counters" USING btree ("expires_at");
ALTER TABLE "supplier_documents" ADD COLUMN "type" text;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "valid_to" date;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "verified_by" integer;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "reminded_at_30" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD COLUMN "reminded_at_7" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "onboarding_step" text DEFAULT 'submitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_documents_valid_to_idx" ON "supplier_documents" USING btree ("valid_to");--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_type_check" CHECK (type IS NULL OR type IN ('public_liability_insurance', 'employers_liability_insurance', 'food_hygiene_rating', 'alcohol_licence', 'music_licence', 'dbs_check', 'gas_safety_certificate', 'pat_testing', 'risk_assessment', 'other'));--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_onboarding_step_check" CHECK (onboarding_step IN ('account', 'contact', 'services', 'profile', 'preview', 'submitted'));
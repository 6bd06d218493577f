CREATE TABLE "supplier_auth_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_auth_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"token_id" integer NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_auth_links" ADD CONSTRAINT "supplier_auth_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_auth_links" ADD CONSTRAINT "supplier_auth_links_token_id_user_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."user_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_auth_links_user_unique" ON "supplier_auth_links" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "supplier_auth_links_token_idx" ON "supplier_auth_links" USING btree ("token_id");--> statement-breakpoint
CREATE INDEX "supplier_auth_links_created_idx" ON "supplier_auth_links" USING btree ("created_at");
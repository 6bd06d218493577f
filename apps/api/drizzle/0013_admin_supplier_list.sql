-- The administrators' supplier list (docs/decisions/0065). pg_trgm gives the trigram indexes of its search (a
-- part of a name, company or e-mail from 3 characters); PGlite loads the extension in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "supplier_profiles_plan_idx";--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "payment_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "notifies_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD COLUMN "quotes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "supplier_profiles_location_sort_idx" ON "supplier_profiles" USING btree (lower("location") nulls first,"user_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_nearby_sort_idx" ON "supplier_profiles" USING btree ("nearby" NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_no_limits_idx" ON "supplier_profiles" USING btree ("no_limits","user_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_payment_requested_idx" ON "supplier_profiles" USING btree ("payment_requested_at" NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_notifies_count_idx" ON "supplier_profiles" USING btree ("notifies_count","user_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_quotes_count_idx" ON "supplier_profiles" USING btree ("quotes_count","user_id");--> statement-breakpoint
CREATE INDEX "supplier_profiles_submitted_idx" ON "supplier_profiles" USING btree ("submitted_at" NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "users_supplier_name_idx" ON "users" USING btree (lower("name"),"id") WHERE role = 1;--> statement-breakpoint
CREATE INDEX "users_supplier_company_idx" ON "users" USING btree (lower("company_name") nulls first,"id") WHERE role = 1;--> statement-breakpoint
CREATE INDEX "users_supplier_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops) WHERE role = 1;--> statement-breakpoint
CREATE INDEX "users_supplier_company_trgm_idx" ON "users" USING gin ("company_name" gin_trgm_ops) WHERE role = 1;--> statement-breakpoint
CREATE INDEX "users_supplier_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WHERE role = 1;--> statement-breakpoint
CREATE INDEX "supplier_profiles_plan_idx" ON "supplier_profiles" USING btree ("pricing_plan_id","user_id");--> statement-breakpoint
ALTER TABLE "supplier_profiles" ADD CONSTRAINT "supplier_profiles_counts_check" CHECK (notifies_count >= 0 AND quotes_count >= 0);
--> statement-breakpoint
-- supplier_profiles.notifies_count and quotes_count: requests received and proposals sent, all time, kept by
-- statement triggers on the rows inserted or deleted (a request's matching inserts its notifications in one
-- statement; deleting a request or a person deletes them by cascade). The profiles are locked in user order
-- before they change, so two statements touching the same suppliers never wait on each other in a cycle.
create or replace function marquee_supplier_count_rows(counter text, changes jsonb) returns void
  language plpgsql as $$
  begin
    perform 1 from supplier_profiles p
      where p.user_id in (select (e.key)::int from jsonb_each(changes) e)
      order by p.user_id for no key update;
    if counter = 'notifies' then
      update supplier_profiles p set notifies_count = p.notifies_count + (e.value)::int
        from jsonb_each(changes) e where p.user_id = (e.key)::int;
    else
      update supplier_profiles p set quotes_count = p.quotes_count + (e.value)::int
        from jsonb_each(changes) e where p.user_id = (e.key)::int;
    end if;
  end $$;
--> statement-breakpoint
create or replace function marquee_supplier_counts_inserted() returns trigger language plpgsql as $$
  begin
    perform marquee_supplier_count_rows(tg_argv[0],
      (select jsonb_object_agg(c.user_id, c.n) from (select user_id, count(*) as n from new_rows group by user_id) c));
    return null;
  end $$;
--> statement-breakpoint
create or replace function marquee_supplier_counts_deleted() returns trigger language plpgsql as $$
  begin
    perform marquee_supplier_count_rows(tg_argv[0],
      (select jsonb_object_agg(c.user_id, -c.n) from (select user_id, count(*) as n from old_rows group by user_id) c));
    return null;
  end $$;
--> statement-breakpoint
drop trigger if exists service_request_notifies_count_insert on service_request_notifies;
--> statement-breakpoint
create trigger service_request_notifies_count_insert after insert on service_request_notifies
    referencing new table as new_rows for each statement
    execute function marquee_supplier_counts_inserted('notifies');
--> statement-breakpoint
drop trigger if exists service_request_notifies_count_delete on service_request_notifies;
--> statement-breakpoint
create trigger service_request_notifies_count_delete after delete on service_request_notifies
    referencing old table as old_rows for each statement
    execute function marquee_supplier_counts_deleted('notifies');
--> statement-breakpoint
drop trigger if exists service_request_quotes_count_insert on service_request_quotes;
--> statement-breakpoint
create trigger service_request_quotes_count_insert after insert on service_request_quotes
    referencing new table as new_rows for each statement
    execute function marquee_supplier_counts_inserted('quotes');
--> statement-breakpoint
drop trigger if exists service_request_quotes_count_delete on service_request_quotes;
--> statement-breakpoint
create trigger service_request_quotes_count_delete after delete on service_request_quotes
    referencing old table as old_rows for each statement
    execute function marquee_supplier_counts_deleted('quotes');
--> statement-breakpoint
-- Rows written before the triggers existed are counted now.
update supplier_profiles p set
    notifies_count = (select count(*) from service_request_notifies n where n.user_id = p.user_id),
    quotes_count = (select count(*) from service_request_quotes q where q.user_id = p.user_id);

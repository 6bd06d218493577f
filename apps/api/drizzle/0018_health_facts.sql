ALTER TABLE "service_requests" ADD COLUMN "quotes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "first_quote_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "selected_quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "notified_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "fulfilled_reasons" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_requests" ADD COLUMN "region" text GENERATED ALWAYS AS (case btrim(regexp_replace(location, '^.*,', '')) when 'England' then 'England' when 'Scotland' then 'Scotland' when 'Wales' then 'Wales' when 'Northern Ireland' then 'Northern Ireland' else 'Unknown' end) STORED;--> statement-breakpoint
-- The health facts of a request (docs/decisions/0086): its quotes, first quote, selected quotes, notified suppliers
-- and 'fulfilled through Marquee' close reasons, kept by the triggers below so GET admin/stats/health reads
-- service_requests alone. Counts move by increments under the request row's lock, so concurrent quotes lose none.
create or replace function marquee_request_quote_facts() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.service_request_id = old.service_request_id and new.created_at = old.created_at then
    if new.is_selected <> old.is_selected then
      update service_requests set selected_quotes = selected_quotes + (new.is_selected = 1)::int - (old.is_selected = 1)::int
        where id = new.service_request_id;
    end if;
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update service_requests set quotes_count = quotes_count - 1,
        selected_quotes = selected_quotes - (old.is_selected = 1)::int,
        first_quote_at = case when first_quote_at is distinct from old.created_at then first_quote_at
          else (select min(q.created_at) from service_request_quotes q where q.service_request_id = old.service_request_id) end
      where id = old.service_request_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update service_requests set quotes_count = quotes_count + 1,
        selected_quotes = selected_quotes + (new.is_selected = 1)::int,
        first_quote_at = least(first_quote_at, new.created_at)
      where id = new.service_request_id;
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists service_request_quotes_facts on service_request_quotes;
--> statement-breakpoint
create trigger service_request_quotes_facts after insert or delete or update of service_request_id, is_selected, created_at
  on service_request_quotes for each row execute function marquee_request_quote_facts();
--> statement-breakpoint
create or replace function marquee_request_notify_facts() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.service_request_id = old.service_request_id then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    update service_requests set notified_count = notified_count - 1 where id = old.service_request_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    update service_requests set notified_count = notified_count + 1 where id = new.service_request_id;
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists service_request_notifies_facts on service_request_notifies;
--> statement-breakpoint
create trigger service_request_notifies_facts after insert or delete or update of service_request_id
  on service_request_notifies for each row execute function marquee_request_notify_facts();
--> statement-breakpoint
-- Close reason 1: 'fulfilled through Marquee' (CloseReason.fulfilledThroughMarquee).
create or replace function marquee_request_close_facts() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and new.service_request_id = old.service_request_id and new.reason = old.reason then
    return null;
  end if;
  if tg_op in ('UPDATE', 'DELETE') and old.reason = 1 then
    update service_requests set fulfilled_reasons = fulfilled_reasons - 1 where id = old.service_request_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and new.reason = 1 then
    update service_requests set fulfilled_reasons = fulfilled_reasons + 1 where id = new.service_request_id;
  end if;
  return null;
end $$;
--> statement-breakpoint
drop trigger if exists service_request_close_reasons_facts on service_request_close_reasons;
--> statement-breakpoint
create trigger service_request_close_reasons_facts after insert or delete or update of service_request_id, reason
  on service_request_close_reasons for each row execute function marquee_request_close_facts();
--> statement-breakpoint
-- Backfill: one pass over each child table, one new version of each request that has any fact.
update service_requests sr set quotes_count = coalesce(f.quotes, 0), first_quote_at = f.first_at,
    selected_quotes = coalesce(f.selected, 0), notified_count = coalesce(f.notified, 0),
    fulfilled_reasons = coalesce(f.fulfilled, 0)
  from (
    select r.id, q.n as quotes, q.first_at, q.selected, n.n as notified, c.n as fulfilled
    from service_requests r
    left join (select service_request_id as id, count(*)::int as n, min(created_at) as first_at,
        (count(*) filter (where is_selected = 1))::int as selected
      from service_request_quotes group by 1) q on q.id = r.id
    left join (select service_request_id as id, count(*)::int as n from service_request_notifies group by 1) n
      on n.id = r.id
    left join (select service_request_id as id, count(*)::int as n from service_request_close_reasons
      where reason = 1 group by 1) c on c.id = r.id
    where q.id is not null or n.id is not null or c.id is not null
  ) f
  where f.id = sr.id;
--> statement-breakpoint
CREATE INDEX "service_requests_health_idx" ON "service_requests" USING btree ("created_at","service_id","region","quotes_count","first_quote_at","selected_quotes","notified_count","fulfilled_reasons") WHERE is_held = 0;

-- The copy on user_services of what matching needs from the supplier (schema/suppliers.ts,
-- docs/decisions/0010): user_services_copy computes listed, is_premium, latitude, longitude and nearby
-- for every inserted or updated service row from the supplier profile and plan, so no writer can set
-- them wrongly; the profile and plan triggers touch the supplier service rows when a copied value
-- changes, which runs the first trigger again. Functions are replaced and triggers recreated, so the
-- migration also applies over databases where an earlier build created them at start-up.
create or replace function marquee_user_services_copy() returns trigger language plpgsql as $$
  begin
    select p.status = 1, pp.type <> 0 or p.no_limits <> 0, p.latitude, p.longitude, p.nearby
      into new.listed, new.is_premium, new.latitude, new.longitude, new.nearby
      from supplier_profiles p join pricing_plans pp on pp.id = p.pricing_plan_id
      where p.user_id = new.user_id;
    if not found then
      new.listed := false;
      new.is_premium := false;
    end if;
    return new;
  end $$;
--> statement-breakpoint
drop trigger if exists user_services_copy on user_services;
--> statement-breakpoint
create trigger user_services_copy before insert or update on user_services
    for each row execute function marquee_user_services_copy();
--> statement-breakpoint
create or replace function marquee_supplier_profiles_copy() returns trigger language plpgsql as $$
  begin
    if tg_op <> 'INSERT' then
      update user_services set user_id = user_id where user_id = old.user_id;
    end if;
    if tg_op <> 'DELETE' and (tg_op = 'INSERT' or new.user_id <> old.user_id) then
      update user_services set user_id = user_id where user_id = new.user_id;
    end if;
    return null;
  end $$;
--> statement-breakpoint
drop trigger if exists supplier_profiles_copy on supplier_profiles;
--> statement-breakpoint
create trigger supplier_profiles_copy after insert or delete on supplier_profiles
    for each row execute function marquee_supplier_profiles_copy();
--> statement-breakpoint
drop trigger if exists supplier_profiles_copy_update on supplier_profiles;
--> statement-breakpoint
create trigger supplier_profiles_copy_update after update on supplier_profiles
    for each row
    when ((old.user_id, old.status, old.pricing_plan_id, old.no_limits, old.latitude, old.longitude, old.nearby)
      is distinct from (new.user_id, new.status, new.pricing_plan_id, new.no_limits, new.latitude, new.longitude, new.nearby))
    execute function marquee_supplier_profiles_copy();
--> statement-breakpoint
create or replace function marquee_pricing_plans_copy() returns trigger language plpgsql as $$
  begin
    update user_services us set user_id = us.user_id
      from supplier_profiles p
      where p.user_id = us.user_id and p.pricing_plan_id = new.id;
    return null;
  end $$;
--> statement-breakpoint
drop trigger if exists pricing_plans_copy on pricing_plans;
--> statement-breakpoint
create trigger pricing_plans_copy after update on pricing_plans
    for each row when (old.type is distinct from new.type)
    execute function marquee_pricing_plans_copy();
--> statement-breakpoint
-- Rows written before the triggers existed get their copy now.
update user_services set user_id = user_id;

import {
  promoStatus,
  yearlyPricePerMonth,
  type AdminPricePlan,
  type PricePlan,
  type PromoCode,
} from '@marquee/contracts/billing';
import type { PlanRow, PlanWithCount, PromoWithUses } from './billing.repository';

const iso = (v: Date | string) => new Date(v).toISOString();

/** A plan as everyone sees it; money leaves the database as exact strings and is sent as pounds. */
export function presentPlan(row: PlanRow): PricePlan {
  const pricePerYear = Number(row.pricePerYear);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    price_per_year: pricePerYear,
    price_per_month: Number(row.pricePerMonth),
    year_price_per_month: yearlyPricePerMonth(pricePerYear),
    service_count_max: row.serviceCountMax,
  };
}

/** A plan as administrators see it. */
export const presentAdminPlan = (row: PlanWithCount): AdminPricePlan => ({
  ...presentPlan(row),
  is_archive: row.isArchive,
  stripe_product_id: row.stripeProductId,
  suppliers_count: row.suppliersCount,
  created_at: iso(row.createdAt),
  updated_at: iso(row.updatedAt),
});

/** A promo code with its status on `today` (UK). */
export function presentPromo(row: PromoWithUses, today: string): PromoCode {
  const promo = {
    id: row.id,
    name: row.name,
    type: row.type,
    date_from: row.dateFrom,
    date_to: row.dateTo,
    discount: Number(row.discount),
    discount_duration: row.discountDuration,
    is_archive: row.isArchive,
    uses_count: row.usesCount,
    created_at: iso(row.createdAt),
  };
  return { ...promo, status: promoStatus(promo, today) };
}

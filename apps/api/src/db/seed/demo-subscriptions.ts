import { and, eq, isNull, lte } from 'drizzle-orm';
import type { SubscriptionPeriod } from '@marquee/contracts/enums';
import type { DbOrTx } from '../client';
import { payments, subscriptions } from '../schema/billing';
import { users } from '../schema/users';
import { addMonths } from '../../modules/payments/providers/sandbox-provider';

/**
 * The demo's paid subscriptions kept current by the rules of real use (docs/decisions/0044, 0072): the first
 * payment 7 days after ordering (once approved), then a renewal at each period's end, each one a paid payment of
 * the subscription's price; the subscription's current period is the one the seeding day falls in, and its next
 * charge is that period's end.
 *
 * A demo subscription has no subscription at a payment provider (nothing can charge it), so the charge job never
 * renews it: this does what the job would have done, at seeding and when an older demo database is upgraded. Only
 * those rows are touched (a real subscription always has its provider's id).
 */
export async function renewDemoSubscriptions(db: DbOrTx, now: Date): Promise<number> {
  const due = await db
    .select({ sub: subscriptions, companyName: users.companyName, name: users.name, email: users.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNull(subscriptions.stripeSubscriptionId),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  const rows: (typeof payments.$inferInsert)[] = [];
  for (const { sub, companyName, name, email } of due) {
    let start = sub.currentPeriodEnd as Date;
    let end = periodAfter(start, sub.period as SubscriptionPeriod);
    for (;;) {
      rows.push({
        userId: sub.userId,
        subscriptionId: sub.id,
        pricingPlanId: sub.pricingPlanId,
        period: sub.period,
        amount: sub.price,
        status: 'succeeded',
        billingName: companyName ?? name,
        billingEmail: email,
        paidAt: start,
        createdAt: start,
      });
      if (end > now) break;
      start = end;
      end = periodAfter(start, sub.period as SubscriptionPeriod);
    }
    await db
      .update(subscriptions)
      .set({ currentPeriodStart: start, currentPeriodEnd: end, nextChargeAt: end, updatedAt: start })
      .where(eq(subscriptions.id, sub.id));
  }
  if (rows.length > 0) await db.insert(payments).values(rows);
  return rows.length;
}

/** The period after one starting at `start`: calendar months, as the providers bill. */
export const periodAfter = (start: Date, period: SubscriptionPeriod) =>
  addMonths(start, period === 'year' ? 12 : 1);

/**
 * The first period of a demo subscription ordered at `orderedAt` by a supplier approved at `approvedAt`: it starts
 * with the first payment, 7 days after ordering, or at approval when that came later (decision 0044).
 */
export function firstDemoPeriod(orderedAt: Date, approvedAt: Date, period: SubscriptionPeriod) {
  const firstPaymentAt = new Date(orderedAt.getTime() + 7 * 86_400_000);
  const start = approvedAt > firstPaymentAt ? approvedAt : firstPaymentAt;
  return { firstPaymentAt, start, end: periodAfter(start, period) };
}

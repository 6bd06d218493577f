import { definePolicy, type Actor } from '../../lib/policy';

/** A payment as the policy sees it: whose it is. */
export interface PaymentObject {
  /** The supplier charged; null once their account is deleted (the row is kept for the accounts). */
  userId: number | null;
}

const own = (actor: Actor, o: PaymentObject) => actor.role === 'supplier' && o.userId === actor.id;

/**
 * A supplier's payments and their receipts: only the supplier charged sees them; anyone else gets 404, as for an id
 * that does not exist. Saved cards are checked the same way in the service (their calls name the card in the body).
 */
export const paymentsPolicy = definePolicy<PaymentObject, 'read'>({
  name: 'payments',
  visibleWith: 'read',
  rules: { read: own },
});

declare module '../../lib/policy' {
  interface Policies {
    payments: typeof paymentsPolicy;
  }
}

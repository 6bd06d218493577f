import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDigits,
  cardProblem,
  fullExpiryYear,
  testCard,
  type TestCardBehaviour,
} from '@marquee/contracts/cards';
import type { CardBrand } from '@marquee/contracts/enums';
import type { CardInput, PaymentFailure } from './provider';
import {
  customerIn,
  failure,
  newId,
  notFound,
  type SandboxInvoice,
  type SandboxPaymentMethod,
  type SandboxState,
  type SandboxSubscription,
} from './sandbox-state';

/** The sandbox's cards: a card read as Stripe checks it, a saved card, and a charge of the default card. */

/** A charge of the customer's default card, as Stripe attempts an invoice off-session. */
export function attemptPayment(
  s: SandboxState,
  sub: SandboxSubscription,
  invoice: SandboxInvoice,
  now: Date,
) {
  if (invoice.amountPence === 0) {
    Object.assign(invoice, {
      status: 'paid',
      paidAt: now.toISOString(),
      failure: null,
      clientSecret: null,
    });
  } else {
    invoice.paymentIntentId ??= newId(s, 'pi');
    const customer = customerIn(s, sub.customerId);
    const method = customer.defaultPaymentMethodId
      ? s.paymentMethods[customer.defaultPaymentMethodId]
      : undefined;
    if (!method) {
      Object.assign(invoice, {
        status: 'failed',
        failure: failure('card_declined', 'payment_method_missing'),
      });
    } else if (method.behaviour === 'charge_fails' || method.behaviour === 'declined') {
      Object.assign(invoice, { status: 'failed', failure: failure('card_declined', 'generic_decline') });
    } else if (method.behaviour === 'authenticate_always') {
      Object.assign(invoice, {
        status: 'requires_action',
        failure: failure('authentication_required', 'authentication_required'),
        clientSecret: `${invoice.paymentIntentId}_secret_${randomBytes(12).toString('hex')}`,
      });
    } else {
      Object.assign(invoice, {
        status: 'paid',
        paidAt: now.toISOString(),
        failure: null,
        clientSecret: null,
      });
    }
  }
  sub.status = invoice.status === 'paid' ? 'active' : 'past_due';
}

export function cardFrom(
  input: string | CardInput,
  clock: () => Date,
):
  | { brand: CardBrand; lastFour: string; expMonth: number; expYear: number; behaviour: TestCardBehaviour }
  | { failure: PaymentFailure } {
  if (typeof input === 'string') {
    const known = testCard(input);
    if (known && input.startsWith('pm_card_')) {
      const expiry = new Date(clock().getTime());
      return {
        brand: known.brand,
        lastFour: known.number.slice(-4),
        // Stripe's test tokens carry a card valid for some years.
        expMonth: 12,
        expYear: expiry.getUTCFullYear() + 3,
        behaviour: known.behaviour,
      };
    }
    throw notFound('payment_method', input);
  }
  const problem = cardProblem(input, clock());
  if (problem) return { failure: failure(problem) };
  const digits = cardDigits(input.number);
  return {
    brand: cardBrand(digits) as CardBrand,
    lastFour: digits.slice(-4),
    expMonth: input.expMonth,
    expYear: fullExpiryYear(input.expYear),
    behaviour: testCard(digits)?.behaviour ?? 'succeeds',
  };
}

export function savePaymentMethod(
  s: SandboxState,
  card: {
    brand: CardBrand;
    lastFour: string;
    expMonth: number;
    expYear: number;
    behaviour: TestCardBehaviour;
  },
): SandboxPaymentMethod {
  const id = newId(s, 'pm');
  const method: SandboxPaymentMethod = {
    paymentMethodId: id,
    ...card,
    customerId: null,
    authenticated: card.behaviour !== 'authenticate_on_setup' && card.behaviour !== 'authenticate_always',
    seq: s.seq,
  };
  s.paymentMethods[id] = method;
  return method;
}

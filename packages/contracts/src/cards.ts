import type { CardBrand } from './enums';
import { errors, validation } from './messages';

/**
 * Card entry shared by the sandbox card form (web) and the sandbox provider (API): the spec 5 field texts, the test
 * cards, and the checks a card provider's test mode makes (Luhn, expiry, CVC, brand). Pure functions, no zod, so the
 * web card form can import it cheaply.
 */

/** Spec 5 "Card fields"; the failure text of spec 8. */
export const cardTexts = {
  numberRequired: validation.creditCardRequired,
  expiryRequired: validation.expirationRequired,
  cvcRequired: validation.cvvRequired,
  paymentFailed: errors.paymentFailed,
} as const;

const unableToAuthenticate =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/**
 * "Otherwise the card provider's own message" (spec 5): the sandbox answers with Stripe's wording, so both
 * providers read the same to the cardholder. Keys are Stripe's error codes.
 */
export const cardProviderMessages = {
  incomplete_number: 'Your card number is incomplete.',
  incorrect_number: 'Your card number is incorrect.',
  incomplete_expiry: "Your card's expiration date is incomplete.",
  invalid_expiry_month: "Your card's expiration month is invalid.",
  invalid_expiry_year_past: "Your card's expiration year is in the past.",
  expired_card: 'Your card has expired.',
  incomplete_cvc: "Your card's security code is incomplete.",
  incorrect_cvc: "Your card's security code is incorrect.",
  card_declined: 'Your card was declined.',
  authentication_required: 'Your card was declined. This transaction requires authentication.',
  setup_intent_authentication_failure: unableToAuthenticate,
  payment_intent_authentication_failure: unableToAuthenticate,
} as const;
export type CardErrorCode = keyof typeof cardProviderMessages;

/** Marquee's own words for the sandbox form (issue 15: say plainly that it is a sandbox). */
export const sandboxNotice = 'Sandbox: use a test card such as 4242 4242 4242 4242. No money moves.';

/**
 * What a test card does, as in Stripe's test mode:
 * - `succeeds`: saved and charged.
 * - `declined`: refused when saved (card_declined, generic_decline).
 * - `charge_fails`: saved, but every charge is declined (renewal failures).
 * - `authenticate_on_setup`: 3-D Secure when saved; later off-session charges go through.
 * - `authenticate_always`: 3-D Secure when saved and on every charge.
 */
export type TestCardBehaviour =
  'succeeds' | 'declined' | 'charge_fails' | 'authenticate_on_setup' | 'authenticate_always';

export interface TestCard {
  number: string;
  brand: CardBrand;
  behaviour: TestCardBehaviour;
  /** Stripe's test payment method token for the same card. */
  token: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', behaviour: 'succeeds', token: 'pm_card_visa' },
  { number: '5555555555554444', brand: 'mastercard', behaviour: 'succeeds', token: 'pm_card_mastercard' },
  { number: '378282246310005', brand: 'amex', behaviour: 'succeeds', token: 'pm_card_amex' },
  { number: '6011111111111117', brand: 'discover', behaviour: 'succeeds', token: 'pm_card_discover' },
  { number: '3056930009020004', brand: 'diners', behaviour: 'succeeds', token: 'pm_card_diners' },
  { number: '3566002020360505', brand: 'jcb', behaviour: 'succeeds', token: 'pm_card_jcb' },
  { number: '6200000000000005', brand: 'unionpay', behaviour: 'succeeds', token: 'pm_card_unionpay' },
  { number: '4000000000000002', brand: 'visa', behaviour: 'declined', token: 'pm_card_chargeDeclined' },
  {
    number: '4000000000000341',
    brand: 'visa',
    behaviour: 'charge_fails',
    token: 'pm_card_chargeCustomerFail',
  },
  {
    number: '4000002500003155',
    brand: 'visa',
    behaviour: 'authenticate_on_setup',
    token: 'pm_card_authenticationRequiredOnSetup',
  },
  {
    number: '4000002760003184',
    brand: 'visa',
    behaviour: 'authenticate_always',
    token: 'pm_card_authenticationRequired',
  },
];

/** Digits only: spaces and dashes as people type them are dropped. */
export const cardDigits = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn checksum every card number carries. */
export function luhnValid(input: string): boolean {
  const digits = cardDigits(input);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const between = (prefix: string, from: number, to: number) => {
  const n = Number(prefix);
  return n >= from && n <= to;
};

/** The brand from the number's first digits (IIN ranges), or null when none of spec 3's brands matches. */
export function cardBrand(input: string): CardBrand | null {
  const d = cardDigits(input);
  if (/^4/.test(d)) return 'visa';
  if (/^5[1-5]/.test(d) || between(d.slice(0, 4), 2221, 2720)) return 'mastercard';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^3(0[0-5]|[689])/.test(d)) return 'diners';
  if (/^35/.test(d) && between(d.slice(0, 4), 3528, 3589)) return 'jcb';
  if (/^(6011|64[4-9]|65)/.test(d)) return 'discover';
  if (/^(62|81)/.test(d)) return 'unionpay';
  return null;
}

/** Card number lengths per brand. */
const LENGTHS: Record<CardBrand, readonly number[]> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  diners: [14, 16, 19],
  discover: [16, 19],
  jcb: [16, 19],
  unionpay: [16, 17, 18, 19],
};

/** Digits of the security code: four on American Express, three elsewhere. */
export const cvcLength = (brand: CardBrand | null): number => (brand === 'amex' ? 4 : 3);

/** 26 → 2026; four-digit years as they are. */
export const fullExpiryYear = (year: number): number => (year < 100 ? 2000 + year : year);

/**
 * Checks a card as a card provider's test mode does, in the order a form shows the problems: number, expiry, CVC.
 * Answers null when the card can be sent, else the Stripe error code (its message in cardProviderMessages).
 * A card is valid through the last day of its expiry month.
 */
export function cardProblem(
  card: { number: string; expMonth: number; expYear: number; cvc: string },
  now: Date = new Date(),
): CardErrorCode | null {
  const digits = cardDigits(card.number);
  const brand = cardBrand(digits);
  if (!/^\d+$/.test(digits) || digits.length < 12) return 'incomplete_number';
  if (!brand || !LENGTHS[brand].includes(digits.length) || !luhnValid(digits)) return 'incorrect_number';
  if (!Number.isInteger(card.expMonth) || !Number.isInteger(card.expYear)) return 'incomplete_expiry';
  if (card.expMonth < 1 || card.expMonth > 12) return 'invalid_expiry_month';
  const year = fullExpiryYear(card.expYear);
  const thisYear = now.getUTCFullYear();
  if (year < thisYear) return 'invalid_expiry_year_past';
  if (year === thisYear && card.expMonth < now.getUTCMonth() + 1) return 'expired_card';
  if (!/^\d+$/.test(card.cvc) || card.cvc.length < cvcLength(brand)) return 'incomplete_cvc';
  if (card.cvc.length > cvcLength(brand)) return 'incorrect_cvc';
  return null;
}

/** The test card with this number or Stripe token, if any. */
export const testCard = (numberOrToken: string): TestCard | undefined => {
  const key = cardDigits(numberOrToken);
  return TEST_CARDS.find((c) => c.number === key || c.token === numberOrToken);
};

import type { CardBrand } from '@marquee/contracts/enums';

const brandLabels: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandLabel = (brand: CardBrand) => brandLabels[brand];

/** 'Visa ending 4242'. */
export const cardName = (card: { brand: CardBrand; last_four: string }) =>
  `${brandLabel(card.brand)} ending ${card.last_four}`;

/** '04/28', or null when the provider gave no expiry. */
export const cardExpiry = (card: { exp_month: number | null; exp_year: number | null }) =>
  card.exp_month === null || card.exp_year === null
    ? null
    : `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`;

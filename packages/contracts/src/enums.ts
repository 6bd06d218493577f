/** Codes of spec section 9, stored as checked integers in the database. */

export const Role = { supplier: 1, organiser: 2, admin: 100 } as const;
export type RoleName = keyof typeof Role;
export type RoleCode = (typeof Role)[RoleName];
export const roleCodes = Object.values(Role) as RoleCode[];
export const roleName = (code: number): RoleName | undefined =>
  (Object.keys(Role) as RoleName[]).find((name) => Role[name] === code);

/** Request for quotes (service request) status. */
export const RequestStatus = { active: 10, accepted: 20, finished: 30 } as const;
export type RequestStatusCode = (typeof RequestStatus)[keyof typeof RequestStatus];

/** Supplier profile status. */
export const ProfileStatus = { underReview: 0, approved: 1, rejected: 2 } as const;
export type ProfileStatusCode = (typeof ProfileStatus)[keyof typeof ProfileStatus];

export const PlanType = { free: 0, premium: 1, subscriber: 2 } as const;
export type PlanTypeCode = (typeof PlanType)[keyof typeof PlanType];
export const DEFAULT_PLAN_ID = 1;

export const PromoType = { singleUse: 0, timeBound: 1 } as const;
export type PromoTypeCode = (typeof PromoType)[keyof typeof PromoType];

/** Close reasons of spec section 4 (request lifecycle). */
export const CloseReason = {
  fulfilledThroughMarquee: 1,
  fulfilledOtherwise: 2,
  noLongerRequired: 3,
} as const;
export type CloseReasonCode = (typeof CloseReason)[keyof typeof CloseReason];

export const SubscriptionPeriod = ['month', 'year'] as const;
export type SubscriptionPeriod = (typeof SubscriptionPeriod)[number];

export const CardBrand = ['visa', 'mastercard', 'amex', 'diners', 'discover', 'jcb', 'unionpay'] as const;
export type CardBrand = (typeof CardBrand)[number];

/** Radius in miles; 999 means nationwide. */
export const RADIUS_OPTIONS = [10, 25, 50, 100, 999] as const;
export const NATIONWIDE = 999;

export const PRIMARY_FUNCTIONS = {
  agency: 'Agency',
  association_or_institute: 'Association or institute',
  corporate_company: 'Corporate company',
  destination_or_convention_bureau_or_dmc: 'Destination or convention bureau or DMC',
  event_organiser: 'Event organiser',
  government_or_local_council_or_public_sector: 'Government or local council or public sector',
  media_or_publisher: 'Media or publisher',
  supplier_or_contractor: 'Supplier or contractor',
  venue: 'Venue',
} as const;
export type PrimaryFunction = keyof typeof PRIMARY_FUNCTIONS;
export const primaryFunctionValues = Object.keys(PRIMARY_FUNCTIONS) as [
  PrimaryFunction,
  ...PrimaryFunction[],
];

/** Targets of the e-mail deep link /login-token?to= (spec 2.3). */
export const DeepLinkTarget = ['dashboard', 'profile', 'chat', 'price_plans', 'rfq_notify', 'rfq'] as const;
export type DeepLinkTarget = (typeof DeepLinkTarget)[number];

/**
 * Subscription lifecycle, named as the card provider (Stripe) names it so webhooks map one to one.
 * 'trialing' covers the 7 days between ordering and the first charge (spec 9).
 */
export const SubscriptionStatus = ['incomplete', 'trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[number];
/** Statuses that make a subscription the supplier's current one (at most one at a time). */
export const CurrentSubscriptionStatus = ['incomplete', 'trialing', 'active', 'past_due'] as const;

export const PaymentStatus = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PaymentStatus)[number];

/** Review stars. */
export const REVIEW_RATE_MIN = 1;
export const REVIEW_RATE_MAX = 5;

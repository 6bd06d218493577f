/** Business constants of spec section 9, shared by the API and the web app. */
export const limits = {
  passwordMin: 5,
  phoneMin: 8,
  defaultPhonePrefix: '+44',
  defaultPhoneCountry: 'GB',
  discountMin: 1,
  discountMax: 100,
  discountDurationMin: 1,
  discountDurationMax: 12,
  fileSizeMaxBytes: 10 * 1024 * 1024,
  showcaseImagesMax: 10,
  documentsMax: 10,
  rejectionReasonMin: 50,
  listSearchMin: 3,
  freeRfqNumberDefault: 3,
  pageSize: { directory: 25, organisers: 25, suppliers: 50, categories: 999 },
  /** Largest page the public supplier directory serves (`GET suppliers?limit=`). */
  directoryPageSizeMax: 100,
  unknownServiceCacheMax: 10,
  generatedPasswordLength: 12,
  searchInputDelayMs: 250,
  messageExcerptLength: 215,
  requestIdSuffix: '-ds',
  /** Longest text accepted in a short single-line field (names, companies, e-mails). */
  shortTextMax: 255,
  /** Longest free text (messages, descriptions). */
  longTextMax: 10_000,
  planNameMax: 50,
  planDescriptionMax: 150,
  firstPaymentDelayDays: 7,
  fromPricePerMonth: 25,
} as const;

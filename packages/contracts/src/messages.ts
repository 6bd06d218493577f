/**
 * Every user-facing text of spec sections 4, 5 and 8, written once. Keys name the situation;
 * values are the spec's exact words (typos included, e.g. 'You profile', 'occured').
 */
export const validation = {
  emailValid: 'Email must be a valid',
  emailIncorrect: 'Email is incorrect',
  emailRequired: 'Email is a required field',
  passwordIncorrect: 'Password is incorrect',
  passwordMin: 'Password should contain at least 5 symbols',
  currentPasswordRequired: 'Current password is a required field',
  nameRequired: 'Name is a required field',
  nameSurnameRequired: 'Name & Surname is a required field',
  phoneRequired: 'Phone is a required field',
  phoneValid: 'Phone must be a valid',
  phoneInvalid: 'Phone number is invalid',
  companyNameRequired: 'Company name is a required field',
  positionRequired: 'Position is a required field',
  websiteRequired: 'Website is a required field',
  /** Not in the spec: a website that is not an http(s) address of a domain (docs/decisions/0049). */
  websiteValid: 'Website must be a valid web address',
  displayEmailRequired: 'Display email is a required field',
  displayEmailValid: 'Display email must be a valid',
  newProductRequired: 'New Product & Service is a required field',
  productRequired: 'Product & Service is a required field',
  locationRequired: 'Location is a required field',
  radiusRequired: 'Radius is a required field',
  backgroundImageRequired: 'Background image is a required field',
  serviceRequired: 'Service is a required field',
  descriptionRequired: 'Description is a required field',
  dateServiceRequired: 'Date service is a required field',
  offersUntilRequired: 'Offers until is a required field',
  promoCodeRequired: 'Promo code is a required field',
  creditCardRequired: 'Credit card is a required field',
  expirationRequired: 'Expiration is a required field',
  cvvRequired: 'CVV is a required field',
  responseRequired: 'Response is a required field',
  tooMuch: 'Too Much!',
  annualPriceRequired: 'Annual price is a required field',
  monthlyPriceRequired: 'Monthly price is a required field',
  quoteNotANumber: 'Quote is not a number!',
  discountRequired: 'Discount is a required field',
  discountMin: 'Discount should be no less than 1%',
  discountMax: 'Discount should be no more than 100%',
  durationMin: 'Discount duration should be no less than 1 month',
  durationMax: 'Discount duration should be no more than 12 month',
  dateRangeRequired: 'Date range is a required field',
  rejectReasonRequired: 'Message is a required field!',
  rejectReasonMin: 'Message should contain at least 50 characters!',
  requiredField: 'Required field!',
  shouldBeInteger: 'Should be integer',
  shouldBeGreaterThanZero: 'Should be greater than 0',
  filesTooLarge: 'Files must be less than 10 MB',
  chatFileTooLarge: 'Maximum file size 10 MB',
  policyRequired: 'You must accept the terms and conditions',
  /** Not in the spec: a generic text for fields the spec gives no message for. */
  required: 'This field is required',
  tooLong: 'This value is too long',
  /** Not in the spec: NUL and unpaired surrogates, which a text column cannot hold (docs/decisions/0025). */
  unstorableText: 'This value contains characters that are not allowed',
  supplierOnlyField: 'Only suppliers have this field',
} as const;

export const errors = {
  generic: 'Something went wrong.',
  loginFailed: 'Email or password is incorrect',
  loginModalFailed: 'Login or password are incorrect',
  supplierUnderReview:
    "You profile is still being reviewed. You will receive an email once it's been approved with access details",
  supplierRejected:
    'Your registration has been rejected by the administrators. You will have received the detailed reason by email',
  emailDoesNotExist: 'This email does not exist.',
  emailAlreadyRegistered: 'Email already registered. Click here to reset the password',
  recoveryInvalid: 'Email or Token are invalid',
  invalidPassword: 'Invalid password',
  requestEntityTooLarge: 'Request entity too large',
  paymentFailed: 'Error! Please check your payment method details and try again.',
  promoInvalid: 'Error! Please check your promo code and try again.',
  serviceAlreadyExists: 'This service already exists',
  rejectSupplierTitle: 'Some error occured!',
  rejectSupplierBody: "Supplier wasn't rejected! Please, try this again later! Thanks!",
  directoryEmpty: 'No matching Suppliers found',
  noOptions: 'No options',
  notFoundPage: '404 - Page Not Found',
  offersFailed: 'ERROR',
  /** Not in the spec: texts of the API's own conventions. */
  unauthenticated: 'Unauthenticated.',
  forbidden: 'This action is unauthorized.',
  notFound: 'Not found.',
  tooManyRequests: 'Too many attempts. Please try again later.',
  malformedBody: 'The request body could not be read.',
  /** A JSON route sent no body, or one that is not an object (null, an array, a number, a string). */
  bodyNotObject: 'The request body must be a JSON object.',
  /** A path with a bad percent-encoding or an over-long parameter; the path is not echoed (decision 0048). */
  malformedUrl: 'The request address could not be read.',
  linkInvalid: 'This link is invalid or has expired.',
  /** Not in the spec (issue 22): any change tried with a view-only session (docs/decisions/0071). */
  viewingAsAnotherUser: 'Not available while viewing as another user',
  /** A write that names a row deleted a moment before (e.g. an account an administrator just deleted). */
  referenceGone: 'Something this refers to has just been deleted. Please reload the page.',
  /** Not in the spec (issue 26): the database cannot be reached for a moment; sent with Retry-After. */
  serviceUnavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  /** Not in the spec (issue 26): the file storage cannot be reached; nothing was saved. */
  storageUnavailable:
    'Files cannot be saved at the moment, so nothing was saved. Please try again in a few minutes.',
} as const;

export const notices = {
  passwordChanged: 'Your password was successfully changed',
  saved: 'Saved',
  saving: 'Saving',
  feedbackThanks: 'Thank you for your feedback!',
  feedbackThanksRegistration: 'Thank you for your feedback',
  promoValid: (date: string) => `Success! Your promo code is valid. The discount will end on ${date}`,
  requestSubmitted: (service: string, count: number, location: string) =>
    `Your request for ${service} has been submitted to ${count} companies in ${location}. You should receive your first quotes shortly.`,
  emptyRequests: (tab: string) => `There are no ${tab} quote requests at this moment`,
  noQuotes: 'No quotes yet',
  noQuotesForFilter: 'No quotes for this filter',
  searchEmpty: 'Search result is empty',
  noConversations: 'There are no active conversations Respond to requests to start talking',
  deleteForever: 'Deleting this will cause information to be PERMANENTLY LOST. ARE YOU SURE?',
  nothingDeleted: 'Nothing was deleted!',
  cookieNotice: 'The website uses cookies to enhance the user experience',
  tagline: 'Plan it, source it, book it',
} as const;

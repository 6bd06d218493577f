import { z } from 'zod';
import { RADIUS_OPTIONS } from './enums';
import {
  emailField,
  flagField,
  newPasswordField,
  optionalText,
  phoneField,
  requiredText,
  text,
  websiteField,
} from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { publicUser } from './users';
import { supplierOwnProfile } from './supplier-profile';
import { idNumber } from './whole-number';

/*
 * Supplier onboarding (spec 2.3 /supplier-registration, 4 "Supplier onboarding", 5 supplier account, contact and
 * services steps, 7.1 POST auth/registration, 7.4 supplier/contacts and supplier/user-services).
 *
 * The account is created when the contact step is sent (POST auth/registration carries account + contacts, and
 * services/location when the wizard has them); from then on the progress is kept on the server, so a supplier who
 * leaves after any step resumes there after signing in (GET supplier/onboarding; docs/decisions/0033).
 */

/** Where a supplier is in the wizard, in order. `submitted` means Save & Finish was pressed: under review. */
export const onboardingSteps = ['account', 'contact', 'services', 'profile', 'preview', 'submitted'] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/** Texts of onboarding that the spec does not give (ours). */
export const onboardingTexts = {
  /** A service id that is not in the catalogue. */
  unknownService: 'This service does not exist',
  /** More services than the plan allows (spec 5 names the notice, not its full words). */
  tooManyServices: (max: number) => `Your plan allows up to ${max} services`,
  coordinatesTogether: 'Latitude and longitude must be given together',
  latitudeRange: 'Latitude must be between -90 and 90',
  longitudeRange: 'Longitude must be between -180 and 180',
  /** Save & Finish before the profile is complete (cover, summary, response template, services, location). */
  profileIncomplete: 'Please complete your profile before submitting it for review',
  alreadySubmitted: 'Your profile has already been submitted for review',
  /** The 24-hour modal after Save & Finish (spec 2.3). */
  submittedTitle: 'Thank you for submitting your registration',
  submittedBody: 'Your registration will be reviewed and your profile will go live within the next 24 hours.',
  backToHome: 'Back to Home',
  /** The registration screen's promotion (spec 2.3); the code is redeemed when payments land. */
  trialPromo: 'Use promo code SIXMONTHSFREE for a free six-month trial',
} as const;

/** The trial code the registration screen advertises: the time-bound 100 % code the demo seed creates. */
export const TRIAL_PROMO_CODE = 'SIXMONTHSFREE';

const confirmPasswordField = () =>
  text(validation.passwordIncorrect)
    .min(limits.passwordMin, validation.passwordMin)
    .max(limits.shortTextMax, validation.tooLong);

/** Step 1 "Account information" (spec 5 "Supplier account step"): checked in the browser, sent with step 2. */
export const supplierAccountFields = z.object({
  email: emailField(validation.emailValid, validation.emailRequired),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
});

/** Step 1 as the form checks it: the terms must be accepted and the confirmation must match. */
export const supplierAccountForm = supplierAccountFields
  .extend({ policy: z.literal(true, { error: validation.policyRequired }) })
  .refine((v) => v.confirmPassword === v.password, {
    message: validation.passwordIncorrect,
    path: ['confirmPassword'],
  });

/**
 * Step 2 "Contact information" (spec 5 "Supplier contact"), also `POST supplier/contacts` (spec 7.4): the display
 * e-mail is optional here but valid when given. The settings form (users.ts supplierContactBody) requires it.
 */
export const supplierContactFields = z.object({
  name: requiredText(validation.nameSurnameRequired),
  phone: phoneField(validation.phoneValid, validation.phoneInvalid),
  company_name: requiredText(validation.companyNameRequired),
  position_in_company: requiredText(validation.positionRequired),
  website: websiteField(),
  display_email: z
    .preprocess(
      (v) => (v === '' ? null : v),
      emailField(validation.displayEmailValid, validation.displayEmailValid).nullish(),
    )
    .transform((v) => v ?? null),
  account_name: optionalText().optional(),
});
export type SupplierContactInput = z.input<typeof supplierContactFields>;

/** `POST supplier/contacts`. */
export const supplierContactsBody = supplierContactFields;

const coordinate = (min: number, max: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).nullish();

/** A catalogue service id. */
const serviceId = idNumber({ text: validation.newProductRequired });

/**
 * Step 3 "Services & location" (spec 5 "Services step"), `POST supplier/user-services` and
 * `PUT supplier/user-services/update` (spec 7.4): the services as unique ids (repeats are dropped), the place
 * as chosen in the autocomplete, its coordinates (from places/geocode; both or neither) and the radius in miles
 * (10, 25, 50, 100, or 999 for nationwide).
 */
export const userServicesFields = z.object({
  services: z
    .array(serviceId, { error: validation.newProductRequired })
    .min(1, validation.newProductRequired)
    .max(200, validation.tooLong)
    .transform((ids) => [...new Set(ids)]),
  location: requiredText(validation.locationRequired),
  nearby: z.union(
    RADIUS_OPTIONS.map((r) => z.literal(r)) as unknown as [
      z.ZodLiteral<10>,
      z.ZodLiteral<25>,
      z.ZodLiteral<50>,
      z.ZodLiteral<100>,
      z.ZodLiteral<999>,
    ],
    { error: validation.radiusRequired },
  ),
  latitude: coordinate(-90, 90, onboardingTexts.latitudeRange),
  longitude: coordinate(-180, 180, onboardingTexts.longitudeRange),
});

const bothOrNeither = (v: { latitude?: number | null; longitude?: number | null }, ctx: z.RefinementCtx) => {
  if ((v.latitude == null) !== (v.longitude == null)) {
    ctx.addIssue({
      code: 'custom',
      message: onboardingTexts.coordinatesTogether,
      path: [v.latitude == null ? 'latitude' : 'longitude'],
    });
  }
};

export const userServicesBody = userServicesFields.superRefine(bothOrNeither);
export type UserServicesInput = z.input<typeof userServicesBody>;

/**
 * `POST auth/registration` (spec 7.1 "supplier account, contacts, information, phone"): steps 1 and 2 together,
 * with step 3's services and location when the wizard has them (all of them or none).
 */
export const supplierRegistrationBody = supplierAccountFields
  .extend(supplierContactFields.shape)
  .extend({
    services: userServicesFields.shape.services.optional(),
    location: userServicesFields.shape.location.optional(),
    nearby: userServicesFields.shape.nearby.optional(),
    latitude: userServicesFields.shape.latitude,
    longitude: userServicesFields.shape.longitude,
    receive_news_and_marketing: flagField().optional(),
    receive_updates_and_info: flagField().optional(),
    receive_communications_from_partners: flagField().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.password) {
      ctx.addIssue({ code: 'custom', message: validation.passwordIncorrect, path: ['confirmPassword'] });
    }
    const given = [v.services, v.location, v.nearby].filter((x) => x !== undefined).length;
    if (given > 0 && given < 3) {
      if (v.services === undefined)
        ctx.addIssue({ code: 'custom', message: validation.newProductRequired, path: ['services'] });
      if (v.location === undefined)
        ctx.addIssue({ code: 'custom', message: validation.locationRequired, path: ['location'] });
      if (v.nearby === undefined)
        ctx.addIssue({ code: 'custom', message: validation.radiusRequired, path: ['nearby'] });
    }
    bothOrNeither(v, ctx);
  });
export type SupplierRegistrationInput = z.input<typeof supplierRegistrationBody>;
export type SupplierRegistration = z.output<typeof supplierRegistrationBody>;

/** The supplier's progress: the step to resume at. */
export const onboardingState = z.object({
  step: z.enum(onboardingSteps),
  /** ISO date-time of Save & Finish; null before. */
  submitted_at: z.string().nullable(),
});
export type OnboardingState = z.infer<typeof onboardingState>;

/** `POST auth/registration`: the session (spec: "response has access_token") and where the wizard goes next. */
export const supplierRegistrationResponse = z.object({
  access_token: z.string(),
  user: publicUser,
  onboarding: onboardingState,
});
export type SupplierRegistrationResponse = z.infer<typeof supplierRegistrationResponse>;

/**
 * `GET supplier/onboarding`: where to resume and what was entered (the account and contact fields are in `user`,
 * services, location and the profile in `profile`).
 */
export const onboardingResponse = z.object({
  onboarding: onboardingState,
  user: publicUser,
  profile: supplierOwnProfile,
});
export type OnboardingResponse = z.infer<typeof onboardingResponse>;

/** `POST supplier/onboarding/preview`: the wizard reached the preview (Edit goes back to `profile`). */
export const onboardingStepBody = z.object({ step: z.enum(['profile', 'preview']) });

/** `POST supplier/onboarding/submit` (Save & Finish): answers the state, now `submitted`. */
export const onboardingSubmitResponse = z.object({ onboarding: onboardingState });

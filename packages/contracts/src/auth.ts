import { z } from 'zod';
import { primaryFunctionValues } from './enums';
import {
  emailField,
  flagField,
  newPasswordField,
  optionalText,
  phoneField,
  requiredText,
  text,
} from './fields';
import { limits } from './limits';
import { validation } from './messages';
import { publicUser } from './users';

/*
 * Requests and answers of the sign-up, sign-in and account calls (spec 7.1), with the texts of spec 5.
 * The web app validates its forms with the same schemas (the `…Form` variants add what only the form has).
 */

/** A password as typed at sign-in: only presence is checked, never the rules of the day it was set. */
const existingPassword = (required: string) =>
  text(required).min(1, required).max(limits.shortTextMax, validation.tooLong);

/** The token of an e-mail link; opaque, so only its size is checked. */
const linkToken = text(validation.required).trim().min(1, validation.required).max(200, validation.tooLong);

interface PasswordPair {
  password?: unknown;
  confirmPassword?: unknown;
}

/**
 * Adds the "confirmation equals password" rule, reported on confirmPassword with the spec's text.
 * It runs even when other fields are invalid, so a form shows every mistake at once.
 */
function confirmsPassword<T extends z.ZodType<PasswordPair & object>>(schema: T) {
  return schema.refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: validation.passwordIncorrect,
    path: ['confirmPassword'],
    when: (payload) => {
      const v = payload.value as PasswordPair | undefined;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
}

const confirmPasswordField = () =>
  text(validation.passwordIncorrect)
    .min(limits.passwordMin, validation.passwordMin)
    .max(limits.shortTextMax, validation.tooLong);

/** The organiser "Registration payload" of spec 3, with the rules of spec 5 "Organiser sign-up". */
export const organiserRegistrationFields = z.object({
  name: requiredText(validation.nameRequired),
  email: emailField(validation.emailValid),
  password: newPasswordField(),
  confirmPassword: confirmPasswordField(),
  phone: phoneField(),
  /** Required, except from the request-a-quote contact step (spec 5; see `requiresCompany`). */
  company_name: optionalText(),
  position_in_company: requiredText(validation.positionRequired),
  /** Where the sign-up comes from: 'request_quote' is the contact step of /request-quote. */
  source: z.enum(['sign_up', 'request_quote']).optional(),
  /** Optional: the sign-up form offers it but the spec gives it no rule. */
  primary_function: z.enum(primaryFunctionValues, { error: validation.required }).nullish(),
  receive_news_and_marketing: flagField().optional(),
  receive_updates_and_info: flagField().optional(),
  receive_communications_from_partners: flagField().optional(),
});
interface CompanyAndSource {
  company_name?: unknown;
  source?: unknown;
}

/**
 * Spec 5: the organiser sign-up requires a company name; "the request-a-quote contact step uses the same fields
 * except that company name is optional". Runs even when other fields are invalid, like `confirmsPassword`.
 */
function requiresCompany<T extends z.ZodType<CompanyAndSource & object>>(schema: T) {
  return schema.refine(
    (v) => v.source === 'request_quote' || (typeof v.company_name === 'string' && v.company_name !== ''),
    {
      message: validation.companyNameRequired,
      path: ['company_name'],
      when: (payload) => {
        const v = payload.value as CompanyAndSource | undefined;
        if (typeof v !== 'object' || v === null || v.source === 'request_quote') return false;
        return typeof v.company_name !== 'string' || v.company_name.trim() === '';
      },
    },
  );
}

export const organiserRegistrationBody = requiresCompany(confirmsPassword(organiserRegistrationFields));
export type OrganiserRegistrationInput = z.input<typeof organiserRegistrationBody>;
export type OrganiserRegistration = z.output<typeof organiserRegistrationBody>;

/** The sign-up form also needs the terms accepted (spec 5: policy acceptance enables Sign Up). */
export const organiserRegistrationForm = requiresCompany(
  confirmsPassword(
    organiserRegistrationFields.extend({
      /** A text box: empty when left blank (the API stores no company then). */
      company_name: text(validation.companyNameRequired).trim().max(limits.shortTextMax, validation.tooLong),
      policy: z.literal(true, { error: validation.policyRequired }),
    }),
  ),
);

export const loginBody = z.object({
  email: emailField(validation.emailValid),
  password: existingPassword(validation.passwordIncorrect),
});
export type LoginInput = z.input<typeof loginBody>;

export const forgotBody = z.object({
  email: emailField(validation.emailValid, validation.emailRequired),
});
export type ForgotInput = z.input<typeof forgotBody>;

/** Recovery: the e-mail and token come from the link; the confirmation is checked when sent. */
export const resetBody = confirmsPassword(
  z.object({
    email: emailField(validation.emailValid),
    token: linkToken,
    password: newPasswordField(),
    confirmPassword: confirmPasswordField().optional(),
  }),
);
export type ResetInput = z.input<typeof resetBody>;

/** The deep link of spec 2.3 exchanged for an access token. */
export const loginTokenBody = z.object({
  email: emailField(validation.emailValid),
  token: linkToken,
});
export type LoginTokenInput = z.input<typeof loginTokenBody>;

export const changePasswordBody = confirmsPassword(
  z.object({
    password_old: existingPassword(validation.currentPasswordRequired),
    password: newPasswordField(),
    confirmPassword: confirmPasswordField().optional(),
  }),
);
export type ChangePasswordInput = z.input<typeof changePasswordBody>;

/** What sign-up, sign-in, recovery and deep links answer: the spec's "user, access_token". */
export const sessionResponse = z.object({
  access_token: z.string(),
  user: publicUser,
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/** A held request that a confirmation sent on: what the dashboard's alert of spec 2.4 says about it. */
export const releasedRequest = z.object({
  id: z.number().int(),
  service: z.string(),
  location: z.string(),
  /** How many suppliers it reached: the alert's {n}. */
  suppliers_count: z.number().int(),
});
export type ReleasedRequest = z.infer<typeof releasedRequest>;

/**
 * `POST auth/login-token` answers the session and, when this link is the one that confirmed the e-mail address,
 * says so with the requests the confirmation sent on (held until then; docs/decisions/0059).
 */
export const loginTokenResponse = sessionResponse.extend({
  email_confirmed: z.boolean(),
  released_requests: z.array(releasedRequest),
});
export type LoginTokenResponse = z.infer<typeof loginTokenResponse>;

/**
 * `POST auth/change-email`: an account not yet confirmed corrects its address (a typo at sign-up); a new
 * confirmation link goes to the new one.
 */
export const changeEmailBody = z.object({
  email: emailField(validation.emailValid, validation.emailRequired),
});
export type ChangeEmailInput = z.input<typeof changeEmailBody>;

/** Change password answers only the new token (spec 7.1). */
export const accessTokenResponse = z.object({ access_token: z.string() });

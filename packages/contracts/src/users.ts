import { z } from 'zod';
import { ProfileStatus, Role, primaryFunctionValues } from './enums';
import { emailField, flagField, optionalText, phoneField, requiredText, websiteField } from './fields';
import { validation } from './messages';

/**
 * What the signed-in user may do to their own account, answered by the server's users policy
 * (docs/decisions/0020): the web app shows an action's button only when its answer is true.
 */
export const accountPolicies = z.object({
  read: z.boolean(),
  update: z.boolean(),
  change_password: z.boolean(),
  /** Spec 6: only organisers delete their own profile. */
  delete: z.boolean(),
});
export type AccountPolicies = z.infer<typeof accountPolicies>;

/**
 * The signed-in user as the API shows it (spec 3 "User"). Never carries the password hash;
 * later issues add services, location and unread counts.
 */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company_name: z.string().nullable(),
  position_in_company: z.string().nullable(),
  display_email: z.string().nullable(),
  account_name: z.string().nullable(),
  website: z.string().nullable(),
  role: z.union([z.literal(Role.supplier), z.literal(Role.organiser), z.literal(Role.admin)]),
  primary_function: z.enum(primaryFunctionValues).nullable(),
  receive_news_and_marketing: z.boolean(),
  receive_updates_and_info: z.boolean(),
  receive_communications_from_partners: z.boolean(),
  /** False until the e-mail link is followed; the web app shows a banner (docs/decisions/0003). */
  email_verified: z.boolean(),
  /** Suppliers only: the moderation state of their profile (0 under review, 1 approved, 2 rejected). */
  profile: z
    .object({
      id: z.number().int(),
      status: z.union([
        z.literal(ProfileStatus.underReview),
        z.literal(ProfileStatus.approved),
        z.literal(ProfileStatus.rejected),
      ]),
    })
    .nullable(),
  created_at: z.string(),
  policies: accountPolicies,
  /** GET auth/me only: messages from others the user has not read, in all their chats (the sidebar badge). */
  unread_messages_count: z.number().int().optional(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const userResponse = z.object({ user: publicUser });

/** `GET users?filters[email]=`: the "already registered" check of the sign-up forms. */
export const emailCheckQuery = z.object({
  filters: z.object({ email: emailField(validation.emailValid) }, { error: validation.emailValid }),
});
/** Deliberately minimal: it answers "is this e-mail registered", nothing about the account (not its id). */
export const emailCheckResponse = z.object({
  user: z.object({ email: z.string() }).nullable(),
});

/** Spec 5 "Organiser contact form" (also POST organiser/contacts). */
export const organiserContactBody = z.object({
  name: requiredText(validation.nameSurnameRequired),
  phone: phoneField(),
  company_name: requiredText(validation.companyNameRequired),
  position_in_company: requiredText(validation.positionRequired),
});

/** Spec 5 "Supplier settings form": the contact fields plus website and a valid display e-mail. */
export const supplierContactBody = organiserContactBody.extend({
  phone: phoneField(validation.phoneRequired, validation.phoneValid),
  website: websiteField(),
  display_email: emailField(validation.displayEmailValid, validation.displayEmailRequired),
  account_name: optionalText().optional(),
});

/**
 * `POST auth/me`: the fields a user may change on their own account; each is optional, and a field
 * that is sent follows the rules of the contact forms. display_email, website and account_name are
 * supplier fields (an organiser sending them gets a 422). The e-mail address itself cannot change here.
 */
export const meUpdateBody = z.object({
  name: requiredText(validation.nameSurnameRequired).optional(),
  phone: phoneField().optional(),
  company_name: requiredText(validation.companyNameRequired).optional(),
  position_in_company: requiredText(validation.positionRequired).optional(),
  primary_function: z.enum(primaryFunctionValues, { error: validation.required }).nullish(),
  receive_news_and_marketing: flagField().optional(),
  receive_updates_and_info: flagField().optional(),
  receive_communications_from_partners: flagField().optional(),
  display_email: emailField(validation.displayEmailValid, validation.displayEmailRequired).optional(),
  website: websiteField().optional(),
  account_name: optionalText().optional(),
});
export type MeUpdateInput = z.input<typeof meUpdateBody>;
export type MeUpdate = z.output<typeof meUpdateBody>;

/** Fields of `POST auth/me` that only suppliers have. */
export const supplierOnlyFields = ['display_email', 'website', 'account_name'] as const;

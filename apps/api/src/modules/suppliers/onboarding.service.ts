import type { FastifyInstance } from 'fastify';
import { ProfileStatus, Role } from '@marquee/contracts/enums';
import { validation } from '@marquee/contracts/messages';
import { servicesFitPlan } from '@marquee/contracts/plan-allowance';
import {
  onboardingSteps,
  onboardingTexts,
  type OnboardingResponse,
  type OnboardingState,
  type OnboardingStep,
  type SupplierRegistration,
  type SupplierRegistrationResponse,
} from '@marquee/contracts/supplier-onboarding';
import type { z } from 'zod';
import type { supplierContactFields, userServicesFields } from '@marquee/contracts/supplier-onboarding';
import type { DbOrTx } from '../../db/client';
import type { AuthContext } from '../../lib/auth-context';
import { AppError, invalidField, rejected } from '../../lib/errors';
import { hashPassword } from '../../lib/secrets';
import {
  createUser,
  emailTaken,
  findUserByEmailAddress,
  getUser,
  updateOwnAccount,
} from '../users/users.service';
import { presentOwnAccount } from '../users/users.presenter';
// The session a sign-up answers is issued by auth, as for the organiser sign-up (never its token store directly).
import { endAllSessions, startSession } from '../auth/auth.service';
import { findPlan } from '../billing/billing.service';
import { applicationReceivedEmail } from '../mail/templates';
import { presentOwnProfile } from './suppliers.presenter';
import {
  existingServiceIds,
  findProfile,
  insertProfile,
  listDocuments,
  listImages,
  listServicesOf,
  replaceServices,
  updateProfile,
  type ProfileRow,
} from './suppliers.repository';

/** What onboarding needs from the app. */
export type SuppliersDeps = Pick<FastifyInstance, 'db' | 'config' | 'mailer' | 'log' | 'storage'>;

type ContactInput = z.output<typeof supplierContactFields>;
type ServicesInput = z.output<typeof userServicesFields>;

const stepIndex = (step: string) => onboardingSteps.indexOf(step as OnboardingStep);

/** Moves the wizard forward to `to` when the supplier is before it; never backwards, never out of `submitted`. */
export const advancedStep = (current: string, to: OnboardingStep): OnboardingStep =>
  (stepIndex(current) < stepIndex(to) ? to : current) as OnboardingStep;

export const stateOf = (profile: ProfileRow): OnboardingState => ({
  step: profile.onboardingStep as OnboardingStep,
  submitted_at: profile.submittedAt?.toISOString() ?? null,
});

/**
 * The services must exist and fit the plan's service_count_max (spec 6: suppliers manage their services within
 * it). Reported on `services` with the spec's texts.
 */
export async function checkServices(db: DbOrTx, ids: number[], planId: number) {
  const known = await existingServiceIds(db, ids);
  const unknown = ids.findIndex((id) => !known.has(id));
  if (unknown >= 0) throw invalidField('services', onboardingTexts.unknownService);
  const max = (await findPlan(db, planId))?.serviceCountMax ?? null;
  if (!servicesFitPlan(ids.length, max)) {
    throw invalidField('services', onboardingTexts.tooManyServices(max ?? ids.length), 'service_limit');
  }
}

const areaOf = (input: ServicesInput) => ({
  location: input.location,
  nearby: input.nearby,
  latitude: input.latitude ?? null,
  longitude: input.longitude ?? null,
});

/**
 * `POST auth/registration` (spec 7.1): creates the supplier with their contact details (and services and area
 * when given), under review (status 0) and not yet submitted, and signs them in. The progress is kept on the
 * profile, so the wizard resumes at the next step after any sign-in (docs/decisions/0033).
 */
export async function registerSupplier(
  deps: SuppliersDeps,
  input: SupplierRegistration,
): Promise<SupplierRegistrationResponse> {
  if (await findUserByEmailAddress(deps.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  const withServices =
    input.services !== undefined && input.location !== undefined && input.nearby !== undefined;
  const { userId, accessToken, profile } = await deps.db.transaction(async (tx) => {
    const { user } = await createUser(tx, {
      role: Role.supplier,
      name: input.name,
      email: input.email,
      passwordHash,
      phone: input.phone,
      companyName: input.company_name,
      positionInCompany: input.position_in_company,
      website: input.website,
      displayEmail: input.display_email,
      accountName: input.account_name ?? null,
      receiveNewsAndMarketing: input.receive_news_and_marketing ?? false,
      receiveUpdatesAndInfo: input.receive_updates_and_info ?? false,
      receiveCommunicationsFromPartners: input.receive_communications_from_partners ?? false,
      lastLoginAt: new Date(),
    });
    const profile = await insertProfile(tx, {
      userId: user.id,
      status: ProfileStatus.underReview,
      onboardingStep: withServices ? 'profile' : 'services',
      ...(withServices
        ? areaOf({
            services: input.services ?? [],
            location: input.location ?? '',
            nearby: input.nearby ?? 999,
            latitude: input.latitude,
            longitude: input.longitude,
          })
        : {}),
    });
    if (withServices) {
      const ids = input.services ?? [];
      await checkServices(tx, ids, profile.pricingPlanId);
      await replaceServices(tx, user.id, ids);
    }
    return { userId: user.id, accessToken: await startSession(tx, user.id), profile };
  });
  return {
    access_token: accessToken,
    user: presentOwnAccount(await getUser(deps.db, userId)),
    onboarding: stateOf(profile),
  };
}

/**
 * The supplier's profile row; a supplier account made without one (e.g. by an import) gets one here, at the
 * services step.
 */
export async function profileOf(db: DbOrTx, userId: number): Promise<ProfileRow> {
  const found = await findProfile(db, userId);
  if (found) return found;
  return insertProfile(db, { userId, status: ProfileStatus.underReview, onboardingStep: 'services' });
}

/** Everything the supplier's own profile view shows. */
export async function loadOwnProfile(deps: Pick<SuppliersDeps, 'db' | 'storage'>, userId: number) {
  const profile = await profileOf(deps.db, userId);
  const [{ user }, services, images, documents] = await Promise.all([
    getUser(deps.db, userId),
    listServicesOf(deps.db, userId),
    listImages(deps.db, userId),
    listDocuments(deps.db, userId),
  ]);
  return {
    profile,
    presented: presentOwnProfile({ user, profile, services, images, documents }, deps.storage),
  };
}

/** `GET supplier/onboarding`: where to resume, with what was entered. */
export async function getOnboarding(deps: SuppliersDeps, auth: AuthContext): Promise<OnboardingResponse> {
  const { profile, presented } = await loadOwnProfile(deps, auth.user.id);
  return {
    onboarding: stateOf(profile),
    user: presentOwnAccount(await getUser(deps.db, auth.user.id)),
    profile: presented,
  };
}

/**
 * Whether the supplier is past registration (submitted, or approved): their contacts follow the settings form of
 * spec 5, which requires the display e-mail, rather than the registration's contact step, which leaves it optional.
 */
const pastRegistration = (profile: ProfileRow) =>
  profile.onboardingStep === 'submitted' || profile.status === ProfileStatus.approved;

/** `POST supplier/contacts` (spec 7.4): the contact step, or the contact part of the settings. */
export async function saveContacts(deps: SuppliersDeps, auth: AuthContext, input: ContactInput) {
  if (input.display_email === null && pastRegistration(await profileOf(deps.db, auth.user.id))) {
    throw invalidField('display_email', validation.displayEmailRequired);
  }
  const account = await updateOwnAccount(deps.db, auth.user.id, auth.user.role, {
    name: input.name,
    phone: input.phone,
    company_name: input.company_name,
    position_in_company: input.position_in_company,
    website: input.website,
    // null clears an optional display e-mail; the users service passes it through as it is.
    display_email: input.display_email as string | undefined,
    account_name: input.account_name ?? undefined,
  });
  const profile = await profileOf(deps.db, auth.user.id);
  const step = advancedStep(profile.onboardingStep, 'services');
  if (step !== profile.onboardingStep) await updateProfile(deps.db, auth.user.id, { onboardingStep: step });
  return { user: presentOwnAccount(account) };
}

/**
 * `POST supplier/user-services` and `PUT supplier/user-services/update` (spec 7.4): the services offered and
 * the service area. The matching copy on user_services and the directory's reach follow through the triggers
 * of migration 0001.
 */
export async function saveServices(deps: SuppliersDeps, auth: AuthContext, input: ServicesInput) {
  const userId = auth.user.id;
  await deps.db.transaction(async (tx) => {
    const profile = await profileOf(tx, userId);
    await checkServices(tx, input.services, profile.pricingPlanId);
    await updateProfile(tx, userId, {
      ...areaOf(input),
      onboardingStep: advancedStep(profile.onboardingStep, 'profile'),
    });
    await replaceServices(tx, userId, input.services);
  });
  return { profile: (await loadOwnProfile(deps, userId)).presented };
}

/** `POST supplier/onboarding/step`: Preview (→ preview) and Edit (→ profile) of the wizard, before submitting. */
export async function setStep(deps: SuppliersDeps, auth: AuthContext, step: 'profile' | 'preview') {
  const profile = await profileOf(deps.db, auth.user.id);
  if (profile.onboardingStep === 'submitted') {
    throw rejected(409, 'already_submitted', onboardingTexts.alreadySubmitted);
  }
  if (stepIndex(profile.onboardingStep) < stepIndex('profile')) {
    throw invalidField('step', onboardingTexts.profileIncomplete, 'onboarding_incomplete');
  }
  await updateProfile(deps.db, auth.user.id, { onboardingStep: step });
  return { onboarding: stateOf({ ...profile, onboardingStep: step }) };
}

/**
 * `POST supplier/onboarding/submit` (Save & Finish): the profile goes for review (status 0, submitted). It must
 * be complete: services and area, cover, summary and response template (spec 5 "Profile form"). Every session
 * of the account ends with it, the caller's included: the answer is the last one that token gets.
 */
export async function submitForReview(deps: SuppliersDeps, auth: AuthContext) {
  const userId = auth.user.id;
  const profile = await profileOf(deps.db, userId);
  if (profile.onboardingStep === 'submitted') {
    throw rejected(409, 'already_submitted', onboardingTexts.alreadySubmitted);
  }
  const services = await listServicesOf(deps.db, userId);
  const missing: Record<string, string[]> = {};
  if (services.length === 0) missing.services = [validation.newProductRequired];
  if (!profile.location || profile.nearby === null) missing.location = [validation.locationRequired];
  if (!profile.coverPath) missing.cover = [validation.backgroundImageRequired];
  if (!profile.summary) missing.summary = [validation.required];
  if (!profile.responseTemplate) missing.response_template = [validation.required];
  if (Object.keys(missing).length > 0) {
    throw new AppError(422, 'onboarding_incomplete', onboardingTexts.profileIncomplete, missing);
  }
  const submittedAt = new Date();
  // Sign-in is refused from now until approval (spec 4), so the registration's session ends with the
  // submission, and any other session of the account with it (docs/decisions/0045). The application is
  // acknowledged by e-mail (issue 21), recorded in the same transaction: no submission without it (0089).
  const { user } = await getUser(deps.db, userId);
  await deps.mailer.sendWith(async (tx) => {
    await updateProfile(tx, userId, {
      onboardingStep: 'submitted',
      submittedAt,
      status: ProfileStatus.underReview,
    });
    await endAllSessions(tx, userId);
    const message = {
      ...applicationReceivedEmail({
        name: user.name,
        companyName: user.companyName ?? user.name,
        link: new URL('/suppliers', deps.config.APP_URL).toString(),
      }),
      to: user.email,
      userId,
    };
    return { result: null, message };
  });
  return { onboarding: { step: 'submitted' as const, submitted_at: submittedAt.toISOString() } };
}

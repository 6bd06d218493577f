import { useEffect, useState } from 'react';
import { Alert, Center, Loader, Text } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { OnboardingResponse, OnboardingStep } from '@marquee/contracts/supplier-onboarding';
import { onboardingTexts } from '@marquee/contracts/supplier-onboarding';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { paths } from '../../../config/paths';
import { ApiError, describeError } from '../../../lib/api-error';
import { session, useSession } from '../../../lib/session';
import { useCurrentSubscription } from '../../../lib/api/get-current-subscription';
import { PlanServicesNotice } from '../../../components/form/plan-services-notice';
import { AuthFrame } from '../../../components/layouts/auth/auth-frame';
import { useOnboarding } from '../api/get-onboarding';
import { registerSupplier } from '../api/register-supplier';
import { saveContacts } from '../api/save-contacts';
import { useSaveUserServices } from '../../../lib/api/save-user-services';
import { AccountStep, type AccountValues } from './account-step';
import { ContactStep, emptyContact, type ContactOutput, type ContactValues } from './contact-step';
import { emptyServices, ServicesStep, type ServicesValues } from '../../../components/form/services-step';
import { SubmittedModal } from './submitted-modal';

/**
 * Every step of supplier registration, numbered on each screen ('Step 4 of 5: Complete profile', issue 21): the
 * wizard's three, then the profile pages (spec 2.3). A skipped step 3 keeps its number.
 */
export const registrationSteps = [
  'Account information',
  'Contact information',
  'Services & location',
  'Complete profile',
  'Preview',
] as const;
type Stage = 0 | 1 | 2;

/** Spec 2.3: step 3 is skipped when the supplier already has services and a location. */
export const hasServicesAndLocation = (profile: OnboardingResponse['profile'] | null | undefined) =>
  !!profile && profile.services.length > 0 && !!profile.location;

/** Where a step kept on the server resumes: a wizard stage, or the profile pages. */
function resumeAt(step: OnboardingStep, data: OnboardingResponse): Stage | 'setup' | 'preview' | 'submitted' {
  if (step === 'account' || step === 'contact') return 1;
  if (step === 'services') return hasServicesAndLocation(data.profile) ? 'setup' : 2;
  if (step === 'profile') return 'setup';
  return step;
}

function TrialPromo() {
  return (
    <Alert color="coral" variant="light" radius="md" mb="lg" icon={<IconGift size={20} aria-hidden="true" />}>
      <Text size="sm" fw={600} c="navy.9">
        {onboardingTexts.trialPromo}
      </Text>
    </Alert>
  );
}

/** Step 3 with the plan notice (spec 2.5): the account exists by then, so its plan is known. */
function ServicesStepWithPlan(props: Omit<React.ComponentProps<typeof ServicesStep>, 'servicesNotice'>) {
  const plan = useCurrentSubscription().data?.pricing_plan;
  return (
    <ServicesStep
      {...props}
      servicesNotice={
        plan ? (chosen) => <PlanServicesNotice chosen={chosen} max={plan.service_count_max} /> : undefined
      }
    />
  );
}

/**
 * /supplier-registration (spec 2.3): Account information → Contact information → Services & location. The
 * account is created with step 2 (POST auth/registration signs the supplier in); from then on each step is
 * kept on the server, so a supplier who comes back signed in resumes where they left off with what they
 * entered. Then the profile pages (profile-setup, profile-preview).
 */
export function RegistrationWizard() {
  const navigate = useNavigate();
  const { isAuth, roleName, user } = useSession();
  const signedInSupplier = isAuth && roleName === 'supplier';
  const onboarding = useOnboarding(signedInSupplier);
  const saveServices = useSaveUserServices();
  const [stage, setStage] = useState<Stage | null>(signedInSupplier ? null : 0);
  const [account, setAccount] = useState<AccountValues | null>(null);
  const [contact, setContact] = useState<ContactValues>(emptyContact);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  // A signed-in supplier resumes at the step the server kept.
  useEffect(() => {
    if (!onboarding.data || stage !== null) return;
    const data = onboarding.data;
    const at = resumeAt(data.onboarding.step, data);
    if (at === 'setup') void navigate(paths.supplierRegistration.href('profile-setup'), { replace: true });
    else if (at === 'preview')
      void navigate(paths.supplierRegistration.href('profile-preview'), { replace: true });
    else if (at === 'submitted') setSubmitted(true);
    else {
      setContact({
        name: data.user.name ?? '',
        phone: data.user.phone ?? emptyContact.phone,
        company_name: data.user.company_name ?? '',
        position_in_company: data.user.position_in_company ?? '',
        website: data.user.website ?? '',
        display_email: data.user.display_email ?? '',
      });
      setStage(at);
    }
  }, [onboarding.data, stage, navigate]);

  const afterContact = (profile: OnboardingResponse['profile'] | null) => {
    if (hasServicesAndLocation(profile)) void navigate(paths.supplierRegistration.href('profile-setup'));
    else setStage(2);
  };

  const submitContact = async (values: ContactOutput, placeErrors: (err: unknown) => number) => {
    setFailure(null);
    setContact({
      ...values,
      display_email: values.display_email ?? '',
      account_name: values.account_name ?? undefined,
    });
    try {
      if (session.get().isAuth) {
        await saveContacts(values);
        afterContact(onboarding.data?.profile ?? null);
      } else {
        if (!account) {
          setStage(0);
          return;
        }
        const res = await registerSupplier({ ...account, ...values });
        // Not remembered: the supplier ticks Remember me when they next log in.
        session.signIn(res.access_token, res.user, false);
        afterContact(null);
      }
    } catch (err) {
      // A 422's texts on this step's fields go on them; the account fields are on step 1 (a taken e-mail, a
      // race with the check, or a password rule), so theirs go in the alert.
      const placed = placeErrors(err);
      const fields = err instanceof ApiError && err.status === 422 ? err.fieldErrors : {};
      const account = [fields.email?.[0], fields.password?.[0], fields.confirmPassword?.[0]].filter(Boolean);
      if (account.length > 0) setFailure(account.join('\n'));
      else if (placed === 0) setFailure(describeError(err));
    }
  };

  const submitServices = async (body: Parameters<typeof saveServices.mutateAsync>[0]) => {
    setFailure(null);
    try {
      await saveServices.mutateAsync(body);
      void navigate(paths.supplierRegistration.href('profile-setup'));
    } catch (err) {
      setFailure(describeError(err));
    }
  };

  const initialServices = (): ServicesValues => {
    const p = onboarding.data?.profile;
    if (!p) return emptyServices;
    const place =
      p.location && p.latitude !== null && p.longitude !== null
        ? { label: p.location, latitude: p.latitude, longitude: p.longitude }
        : null;
    return {
      services: p.services.map((s) => ({ id: s.service.id, label: s.service.product })),
      location: { text: p.location ?? '', place },
      nearby: p.nearby,
    };
  };

  const active = stage ?? 0;
  return (
    <AuthFrame
      eyebrow="Supplier registration"
      title="List your business"
      intro="Registration is free and takes 2-3 minutes. Our team reviews each new profile and it goes live within 24 hours."
      steps={registrationSteps}
      active={active}
    >
      <TrialPromo />
      {failure && <ErrorAlert>{failure}</ErrorAlert>}
      {stage === null ? (
        onboarding.isError ? (
          <ErrorAlert>{describeError(onboarding.error)}</ErrorAlert>
        ) : (
          <Center py="xl">
            <Loader aria-label="Loading your registration" />
          </Center>
        )
      ) : stage === 0 ? (
        <AccountStep
          initial={account}
          onNext={(values) => {
            setAccount(values);
            setStage(1);
          }}
        />
      ) : stage === 1 ? (
        <ContactStep
          key={user?.id ?? 'guest'}
          initial={contact}
          onBack={isAuth ? undefined : () => setStage(0)}
          onSubmit={submitContact}
        />
      ) : (
        <ServicesStepWithPlan
          initial={initialServices()}
          onBack={() => setStage(1)}
          onSubmit={(body) => submitServices(body)}
        />
      )}
      <SubmittedModal opened={submitted} />
    </AuthFrame>
  );
}

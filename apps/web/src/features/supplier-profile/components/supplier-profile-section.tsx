import type { ComponentType } from 'react';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import type { SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';
import { ScreenTabs } from '../../../components/dashboard/screen-tabs';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { useCurrentSubscription } from '../../../lib/api/get-current-subscription';
import { PlanServicesNotice } from '../../../components/form/plan-services-notice';
import { useSaveUserServices } from '../../../lib/api/save-user-services';
import { ServicesStep, type ServicesValues } from '../../../components/form/services-step';
import { useOwnProfile } from '../../../lib/api/get-own-profile';
import type { OwnProfileViewSlot } from '../../../components/ui/own-profile-view-slot';
import { ProfileForm } from './profile-form';

const savedToast = () =>
  notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} />,
    message: notices.saved,
    autoClose: 3000,
    closeButtonProps: { 'aria-label': 'Close' },
  });

const servicesValues = (p: SupplierOwnProfile): ServicesValues => ({
  services: p.services.map((s) => ({ id: s.service.id, label: s.service.product })),
  location: {
    text: p.location ?? '',
    place:
      p.location && p.latitude !== null && p.longitude !== null
        ? { label: p.location, latitude: p.latitude, longitude: p.longitude }
        : null,
  },
  nearby: p.nearby,
});

function ProfileEdit({ profile, tab }: { profile: SupplierOwnProfile; tab: 'settings' | 'services' }) {
  const navigate = useNavigate();
  const saveServices = useSaveUserServices();
  // The plan notice needs the plan's service_count_max; until it arrives the picker shows none.
  const plan = useCurrentSubscription().data?.pricing_plan;
  return (
    <Stack gap="lg">
      <ScreenTabs
        label="Profile sections"
        tabs={[
          { value: 'settings', label: 'Profile settings' },
          { value: 'services', label: 'Services & Location' },
        ]}
        value={tab}
        hrefFor={(next) =>
          paths.supplierDashboard.href('profile-edit', next === 'services' ? 'services' : undefined)
        }
      />
      {tab === 'settings' ? (
        <ProfileForm
          key={profile.updated_at}
          profile={profile}
          submitLabel="Save"
          onSaved={() => {
            savedToast();
            void navigate(paths.supplierDashboard.href('profile-preview'));
          }}
        />
      ) : (
        <ServicesStep
          key={profile.updated_at}
          initial={servicesValues(profile)}
          submitLabel="Save"
          suggestion="dashboard"
          servicesNotice={
            plan ? (chosen) => <PlanServicesNotice chosen={chosen} max={plan.service_count_max} /> : undefined
          }
          onSubmit={async (body) => {
            await saveServices.mutateAsync({ ...body, update: true }).then(savedToast, (err: unknown) =>
              notifications.show({
                color: 'red',
                title: 'Error',
                message: describeError(err),
                autoClose: 6000,
              }),
            );
          }}
        />
      )}
    </Stack>
  );
}

/**
 * My profile (spec 2.5): the profile as the public sees it; profile-edit with the tabs 'Profile settings' and
 * 'Services & Location' (/profile-edit/services); profile-preview with Edit and Save. The profile view and its
 * Clients reviews are the directory's, given by app/dashboards/sections/supplier-profile.tsx.
 */
export function SupplierProfileSection({
  menu,
  submenu,
  ProfileView,
  Reviews,
}: SectionProps & {
  ProfileView: OwnProfileViewSlot;
  Reviews: ComponentType<{ profile: SupplierOwnProfile }>;
}) {
  const mode = menu === 'profile-edit' ? 'edit' : menu === 'profile-preview' ? 'preview' : 'view';
  const title = mode === 'edit' ? 'Edit profile' : mode === 'preview' ? 'Profile preview' : 'My profile';
  const navigate = useNavigate();
  const query = useOwnProfile();
  const profile = query.data?.profile;
  const actions =
    mode === 'view' ? (
      <Group gap="sm">
        <Button component={Link} to={paths.supplierDashboard.href('profile-edit')}>
          Edit profile
        </Button>
        <Button component={Link} to={paths.supplierDashboard.href('profile-preview')} variant="default">
          Preview
        </Button>
      </Group>
    ) : mode === 'preview' ? (
      <Group gap="sm">
        <Button component={Link} to={paths.supplierDashboard.href('profile-edit')} variant="default">
          Edit
        </Button>
        <Button
          onClick={() => {
            // Edits are saved by profile-edit; Save here confirms the preview and returns to the profile.
            savedToast();
            void navigate(paths.supplierDashboard.href('profile'));
          }}
        >
          Save
        </Button>
      </Group>
    ) : null;

  return (
    <>
      <PageHeader
        eyebrow="Profile"
        title={title}
        description="Your public page in the directory: what organisers see before they contact you."
      />
      {actions && <Group mb="lg">{actions}</Group>}
      {query.isError ? (
        <ErrorAlert>{describeError(query.error)}</ErrorAlert>
      ) : !profile ? (
        <Center py="xl">
          <Loader aria-label="Loading your profile" />
        </Center>
      ) : mode === 'edit' ? (
        <ProfileEdit profile={profile} tab={submenu === 'services' ? 'services' : 'settings'} />
      ) : (
        <ProfileView
          profile={profile}
          reviews={mode === 'view' ? <Reviews profile={profile} /> : undefined}
        />
      )}
    </>
  );
}

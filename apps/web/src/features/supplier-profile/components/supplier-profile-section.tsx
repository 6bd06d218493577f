import { Button } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';
import { ScreenTabs } from '../../dashboard/components/screen-tabs';
import type { SectionProps } from '../../dashboard/lib/section-props';

/** My profile (spec 2.5), also opened as profile-edit and profile-preview. */
export function SupplierProfileSection({ menu }: SectionProps) {
  const mode = menu === 'profile-edit' ? 'edit' : menu === 'profile-preview' ? 'preview' : 'view';
  const title = mode === 'edit' ? 'Edit profile' : mode === 'preview' ? 'Profile preview' : 'My profile';
  return (
    <>
      <PageHeader
        eyebrow="Profile"
        title={title}
        description="Your public page in the directory: what organisers see before they contact you."
      />
      {mode === 'edit' && (
        <ScreenTabs
          label="Profile sections"
          tabs={[
            { value: 'settings', label: 'Profile settings' },
            { value: 'services', label: 'Services & Location' },
          ]}
          value="settings"
          hrefFor={() => paths.supplierDashboard.href('profile-edit')}
        />
      )}
      <BuildingState
        icon={<IconUserCircle size={28} stroke={1.6} aria-hidden="true" />}
        description="Soon you will edit your logo, cover image, summary, examples of your work, documents, certificates and sustainability credentials here, and preview your page before it goes live."
        actions={
          <Button component={Link} to={paths.directory.href()} variant="outline">
            View the directory
          </Button>
        }
      />
    </>
  );
}

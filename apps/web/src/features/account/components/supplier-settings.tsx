import { Button } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { contact } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';

/** Supplier account settings (spec 2.5). */
export function SupplierSettings() {
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Account settings"
        description="Your contact details, the e-mail and website shown on your profile, and your password."
      />
      <BuildingState
        icon={<IconSettings size={28} stroke={1.6} aria-hidden="true" />}
        description="Supplier account settings are being built. If you need to change your details today, e-mail us and we will update them for you."
        actions={
          <Button component="a" href={`mailto:${contact.email}`} variant="outline">
            E-mail us
          </Button>
        }
      />
    </>
  );
}

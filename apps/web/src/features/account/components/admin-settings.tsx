import { IconSettings } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';

/** Admin › Settings (spec 2.6). */
export function AdminSettings({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Settings"
      description="Your password and the number of requests a supplier may answer free."
      icon={<IconSettings size={28} stroke={1.6} aria-hidden="true" />}
      coming="Changing your password and the number of free requests will be done here."
    />
  );
}

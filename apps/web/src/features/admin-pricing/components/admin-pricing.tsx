import { IconTag } from '@tabler/icons-react';
import { AdminSection } from '../../dashboard/components/admin-section';
import type { SectionProps } from '../../dashboard/lib/section-props';

/** Admin › Pricing plans (spec 2.6). */
export function AdminPricing({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Pricing plans"
      description="The plans suppliers subscribe to."
      icon={<IconTag size={28} stroke={1.6} aria-hidden="true" />}
      coming="Plans, their prices and their availability to new subscribers will be managed here."
    />
  );
}

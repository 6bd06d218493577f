import { IconDiscount } from '@tabler/icons-react';
import { AdminSection } from '../../dashboard/components/admin-section';
import type { SectionProps } from '../../dashboard/lib/section-props';

/** Admin › Promo codes (spec 2.6). */
export function AdminPromoCodes({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Promo codes"
      description="Discounts for supplier subscriptions."
      icon={<IconDiscount size={28} stroke={1.6} aria-hidden="true" />}
      coming="Single-use and time-bound promo codes, their archive and exports will be managed here."
    />
  );
}

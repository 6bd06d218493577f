import { IconChartBar } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';

/** Admin › Statistics (spec 2.6). */
export function AdminStats({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Statistics"
      description="How Marquee is used: requests, quotes, suppliers, organisers and searches."
      icon={<IconChartBar size={28} stroke={1.6} aria-hidden="true" />}
      coming="Charts and CSV exports by date range will be shown here."
    />
  );
}

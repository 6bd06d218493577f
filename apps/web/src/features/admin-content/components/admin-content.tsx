import { IconNews } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { AdminPartnersList, AdminTestimonialsList } from './admin-content-lists';

const tabs = [
  { value: 'partners', label: 'Partners' },
  { value: 'testimonials', label: 'Testimonials' },
] as const;

/** Admin › Content (spec 2.6): tabs partners (default) and testimonials, each a list with add, edit, delete. */
export function AdminContent({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Content"
      description='The partners shown in the "Endorsed by" sliders and the organiser testimonials on the home page.'
      icon={<IconNews size={28} stroke={1.6} aria-hidden="true" />}
      coming="The partners and testimonials will be listed here."
      tabs={tabs}
    >
      {(tab) => (tab === 'testimonials' ? <AdminTestimonialsList /> : <AdminPartnersList />)}
    </AdminSection>
  );
}

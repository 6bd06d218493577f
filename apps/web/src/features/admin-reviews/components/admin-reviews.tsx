import { IconStar } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { ReviewsList } from './reviews-list';

/** Admin › Reviews (spec 2.6): every review, searchable, with edit, delete and reply removal. */
export function AdminReviews({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Reviews"
      description="Reviews organisers have written about suppliers."
      icon={<IconStar size={28} stroke={1.6} aria-hidden="true" />}
      coming="Every review, searchable by organiser, company and date, will be moderated here."
    >
      {() => <ReviewsList />}
    </AdminSection>
  );
}

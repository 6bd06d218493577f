import { IconCategory } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { CatalogueList } from './catalogue-list';
import { SuggestionsList } from './suggestions-list';

const tabs = [
  { value: 'categories', label: 'Categories' },
  { value: 'suggestions', label: 'Suggestions' },
] as const;

/** Admin › Categories & services (spec 2.6): the category list, and /suggestions (docs/decisions/0076). */
export function AdminCatalogue({ menu, submenu }: SectionProps) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Categories & services"
      description="The catalogue organisers choose from and suppliers list themselves under."
      icon={<IconCategory size={28} stroke={1.6} aria-hidden="true" />}
      coming="Categories, their services and keywords, and the services suppliers suggest will be managed here."
      tabs={tabs}
    >
      {(tab) => (tab === 'suggestions' ? <SuggestionsList /> : <CatalogueList />)}
    </AdminSection>
  );
}

import type { ReactNode } from 'react';
import { PageHeader } from '../ui/page-header';
import { BuildingState } from '../ui/building-state';
import { paths } from '../../config/paths';
import { ScreenTabs, resolveTab, type ScreenTab } from './screen-tabs';

export interface AdminSectionProps {
  /** The menu segment, for the tabs' addresses (/admin-login/{menu}/{tab}). */
  menu: string;
  title: string;
  description: string;
  icon: ReactNode;
  /** What the screen will hold, said plainly while it is being built. */
  coming: string;
  tabs?: readonly ScreenTab[];
  /** The tab the URL names (`submenu`); an unknown or missing one shows the first tab. */
  tab?: string;
  /** A query string ('?date_from=…') the tabs keep when switching (the statistics' range). */
  tabSearch?: string;
  /** Buttons in the header, beside the title (an export). */
  actions?: ReactNode;
  /** The screen's content for the current tab; without it the honest 'being built' state. */
  children?: (tab: string | undefined) => ReactNode;
}

/** The frame every admin section shares (spec 2.6): its title, its tabs in the URL, then its content. */
export function AdminSection({
  menu,
  title,
  description,
  icon,
  coming,
  tabs,
  tab,
  tabSearch = '',
  actions,
  children,
}: AdminSectionProps) {
  const current = tabs ? resolveTab(tabs, tab, tabs[0]!.value) : undefined;
  return (
    <>
      <PageHeader eyebrow="Administration" title={title} description={description} actions={actions} />
      {tabs && current && (
        <ScreenTabs
          label={`${title} sections`}
          tabs={tabs}
          value={current}
          hrefFor={(t) => `${paths.admin.href(menu, t)}${tabSearch}`}
        />
      )}
      {children ? children(current) : <BuildingState icon={icon} description={coming} />}
    </>
  );
}

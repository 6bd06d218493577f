/**
 * What a dashboard section's screen is given by the router (app/dashboards/dashboard-routes.tsx):
 * the menu segment it was opened under and the segment after it. Query parameters stay in the URL and
 * are read where they are used (`useSearchParams`).
 */
export interface SectionProps {
  /** The menu segment of the URL: the section's key, or one of its aliases (`profile-edit`). */
  menu: string;
  /** `/{dashboard}/{menu}/{submenu}`: a tab, a sub-page or an id, as the section defines. */
  submenu?: string;
}

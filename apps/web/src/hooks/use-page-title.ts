import { useEffect } from 'react';

/** Sets the tab title as 'Page · Marquee'; without a page title, the site's own title. */
export function usePageTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · Marquee` : 'Marquee · Plan it, source it, book it';
  }, [title]);
}

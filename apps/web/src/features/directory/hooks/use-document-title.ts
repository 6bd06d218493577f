import { useEffect } from 'react';

/**
 * Sets the whole document title. The directory's titles come with their own suffix (a category's or
 * service's title tag ends in '| Marquee'), so the shared `usePageTitle` suffix would double it.
 */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}

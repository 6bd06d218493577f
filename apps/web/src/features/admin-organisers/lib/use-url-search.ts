import { useEffect, useRef, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { limits } from '@marquee/contracts/limits';

/**
 * A search box whose text lives in the URL: typing updates the box at once and the URL after the search delay
 * (spec 9, 250 ms); a URL changed from outside (Back, a shared link) refills the box.
 */
export function useUrlSearch(urlValue: string, write: (value: string) => void) {
  const [text, setText] = useState(urlValue);
  const [debounced] = useDebouncedValue(text, limits.searchInputDelayMs);
  const written = useRef(urlValue);

  useEffect(() => {
    // Compared trimmed, as the URL keeps it: a space typed between two words neither rewrites the URL nor is lost.
    const value = debounced.trim();
    if (value === written.current) return;
    written.current = value;
    write(value);
    // `write` changes with the URL; only a new debounced text should write.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  useEffect(() => {
    if (urlValue === written.current) return;
    written.current = urlValue;
    setText(urlValue);
  }, [urlValue]);

  return [text, setText] as const;
}

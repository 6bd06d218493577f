import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';

/**
 * A server-rendered form's fields, disabled until the page has hydrated (docs/decisions/0083): what is typed
 * before the code runs would be lost to the form's state, so the fields take input only once they can keep it.
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      {children}
    </fieldset>
  );
}

import { useEffect } from 'react';
import { ModalsProvider as MantineModalsProvider } from '@mantine/modals';
import { markModalsReady } from '../lib/modals-ready';

/**
 * Imported lazily by provider.tsx (a named export, for the reason notifications-outlet.tsx gives). Its effect
 * runs after the Mantine provider's own (children's effects run first), so `modalsReady` resolves only once
 * the provider listens for modals (lib/modals-ready.ts).
 */
export function ModalsProvider() {
  useEffect(() => markModalsReady(), []);
  return <MantineModalsProvider />;
}

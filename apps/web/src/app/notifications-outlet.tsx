// Imported lazily by provider.tsx. A named import rather than `import('@mantine/notifications')`: the
// package's entry is already in the first load (lib/query-client.ts raises toasts through its store), so
// a dynamic import of the whole package would pull the container and its transitions back in with it.
import { useEffect } from 'react';
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import { showFlashToast } from '../components/ui/toast';

/**
 * The toasts' container. It also shows the confirmation carried over the last full page load (the logout's
 * 'You have been logged out', components/ui/toast.tsx), here rather than at start so the first load stays as small.
 */
export function Notifications(props: NotificationsProps) {
  useEffect(() => showFlashToast(), []);
  return <MantineNotifications {...props} />;
}

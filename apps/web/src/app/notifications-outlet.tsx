// Imported lazily by provider.tsx. A named import rather than `import('@mantine/notifications')`: the
// package's entry is already in the first load (lib/query-client.ts raises toasts through its store), so
// a dynamic import of the whole package would pull the container and its transitions back in with it.
import { useEffect } from 'react';
import { Notifications as MantineNotifications, type NotificationsProps } from '@mantine/notifications';
import { showToast } from '../components/ui/toast';
import { takeFlashToast } from '../lib/flash-toast';

/**
 * The toasts' container. It also shows the confirmation carried over the last full page load (the logout's
 * 'You have been logged out', lib/flash-toast.ts), here rather than at start so the first load stays as small.
 */
export function Notifications(props: NotificationsProps) {
  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) showToast(flash);
  }, []);
  return <MantineNotifications {...props} />;
}

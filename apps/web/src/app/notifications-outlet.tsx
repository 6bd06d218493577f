// Imported lazily by provider.tsx. A named re-export rather than `import('@mantine/notifications')`: the
// package's entry is already in the first load (lib/query-client.ts raises toasts through its store), so
// a dynamic import of the whole package would pull the container and its transitions back in with it.
export { Notifications } from '@mantine/notifications';

// Imported lazily by provider.tsx; a named re-export, for the reason notifications-outlet.tsx gives.
export { ModalsProvider } from '@mantine/modals';

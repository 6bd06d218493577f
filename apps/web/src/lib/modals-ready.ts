/**
 * Resolves once @mantine/modals' provider is mounted and listening. The provider loads after the first
 * render (app/provider.tsx), and a modal opened before it listens is lost: a click on Log out right after a
 * page load did nothing. Flows that open a modal wait for this first.
 */
let markReady: () => void = () => undefined;
export const modalsReady: Promise<void> = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by the app's provider when the modals' provider has mounted. */
export function markModalsReady() {
  markReady();
}

import type { ModalSettings } from '@mantine/modals';

/** The look shared by the account modals: roomy padding and a title in the heading face. */
export const modalChrome = {
  centered: true,
  radius: 'lg',
  padding: 'lg',
  styles: { title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 22, fontWeight: 600 } },
} satisfies ModalSettings;

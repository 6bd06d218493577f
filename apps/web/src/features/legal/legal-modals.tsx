import { lazy, Suspense, type ComponentType } from 'react';
import { Box, Button, Center, Group, Loader, ScrollArea, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { LegalContentProps, LegalKind } from './content/types';

export type { LegalKind } from './content/types';

// The texts load when a modal first opens: every page links to them, few visitors read them, and they
// would otherwise weigh on every page's first load (docs/decisions/0029).
const documents: Record<LegalKind, { title: string; Content: ComponentType<LegalContentProps> }> = {
  terms: {
    title: 'Terms and Conditions',
    Content: lazy(() => import('./content/terms').then((m) => ({ default: m.TermsContent }))),
  },
  privacy: {
    title: 'Privacy Policy',
    Content: lazy(() => import('./content/privacy').then((m) => ({ default: m.PrivacyContent }))),
  },
  cookies: {
    title: 'Cookies Policy',
    Content: lazy(() => import('./content/cookies').then((m) => ({ default: m.CookiesContent }))),
  },
};

export interface LegalModalOptions {
  /** Given with onCancel, the modal asks for a decision: Accept calls this (spec 4: it ticks the policy box). */
  onAccept?: () => void;
  /** Cancel calls this (spec 4: it clears the policy box). Closing with × or Escape decides nothing. */
  onCancel?: () => void;
}

/**
 * Opens the Terms and Conditions, Privacy Policy or Cookies Policy in a modal (spec 2.2, 2.7).
 * With onAccept or onCancel it shows Accept and Cancel buttons; otherwise only Close.
 * The content uses no router hooks, because @mantine/modals renders outside the router.
 */
export function openLegalModal(kind: LegalKind, options: LegalModalOptions = {}): string {
  const { title, Content } = documents[kind];
  const modalId = `legal-${kind}`;
  const close = () => modals.close(modalId);
  const asksDecision = Boolean(options.onAccept || options.onCancel);
  return modals.open({
    modalId,
    title,
    size: 'xl',
    radius: 'lg',
    padding: 'xl',
    scrollAreaComponent: ScrollArea.Autosize,
    styles: { title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 24, fontWeight: 600 } },
    children: (
      <>
        <Suspense
          fallback={
            <Center mih={240}>
              <Loader aria-label={`Loading the ${title}`} />
            </Center>
          }
        >
          <Content openDocument={(other) => openLegalModal(other)} />
        </Suspense>
        <Box
          pos="sticky"
          bottom={0}
          mt="lg"
          pt="md"
          pb="xs"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
        >
          {asksDecision ? (
            <>
              <Text size="sm" c="gray.7" mb="sm">
                By selecting Accept you agree to the {title}.
              </Text>
              <Group justify="flex-end">
                <Button
                  variant="default"
                  onClick={() => {
                    options.onCancel?.();
                    close();
                  }}
                >
                  Cancel
                </Button>
                <Button
                  onClick={() => {
                    options.onAccept?.();
                    close();
                  }}
                >
                  Accept
                </Button>
              </Group>
            </>
          ) : (
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Close
              </Button>
            </Group>
          )}
        </Box>
      </>
    ),
  });
}

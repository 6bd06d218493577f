import { Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { notices } from '@marquee/contracts/messages';
import { useShellActions } from './shell-actions';

export const COOKIE_NOTICE_KEY = 'marquee.cookie-notice-accepted';

const readAccepted = () => {
  try {
    return localStorage.getItem(COOKIE_NOTICE_KEY) === '1';
  } catch {
    return false;
  }
};

const unchanging = () => () => {};

/**
 * The cookie notice of spec 1: a bottom banner until the visitor accepts it, remembered in localStorage. A page
 * rendered on the server leaves it out (the server cannot know) and it shows once the page has hydrated.
 */
export function CookieNotice() {
  const stored = useSyncExternalStore(unchanging, readAccepted, () => true);
  const [accepted, setAccepted] = useState(false);
  const { openLegal } = useShellActions();
  if (stored || accepted) return null;

  const accept = () => {
    try {
      localStorage.setItem(COOKIE_NOTICE_KEY, '1');
    } catch {
      // Storage may be blocked; the banner still closes for this visit.
    }
    setAccepted(true);
  };

  return (
    <Paper
      role="region"
      aria-label="Cookie notice"
      shadow="xl"
      radius="lg"
      p="md"
      withBorder
      style={{
        position: 'fixed',
        left: 16,
        right: 16,
        bottom: 16,
        zIndex: 160,
        maxWidth: 720,
        marginInline: 'auto',
      }}
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px' }}>
          <IconCookie
            size={28}
            color="var(--mantine-color-coral-8)"
            aria-hidden="true"
            style={{ flex: 'none' }}
          />
          <Text size="sm" c="gray.8">
            {notices.cookieNotice}.{' '}
            <UnstyledButton
              onClick={() => openLegal('cookies')}
              fz="sm"
              fw={600}
              c="navy.9"
              td="underline"
              style={{ display: 'inline' }}
            >
              Read our Cookies Policy
            </UnstyledButton>
          </Text>
        </Group>
        <Button onClick={accept} size="sm">
          Accept
        </Button>
      </Group>
    </Paper>
  );
}

import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Role } from '@marquee/contracts/enums';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';

const NOTICE_ID = 'messaging-notice';

/**
 * What an organiser sees for 'Send a message' until the chat exists (it arrives with the chat issue): an honest
 * notice with the ways to reach the supplier today, not a chat box that sends nowhere.
 */
export function openMessagingNotice(companyName: string, navigate: (to: string) => void) {
  modals.open({
    modalId: NOTICE_ID,
    title: 'Messaging is on its way',
    radius: 'lg',
    padding: 'xl',
    styles: { title: { fontFamily: 'var(--mantine-font-family-headings)', fontSize: 22, fontWeight: 600 } },
    children: (
      <>
        <Text c="gray.8" lh={1.6}>
          Direct messages between organisers and suppliers arrive with Marquee&apos;s chat, which is being
          built. Until then, contact {companyName} with the phone number, e-mail or website on their profile,
          or send a request for quotes and suppliers who cover your area will reply.
        </Text>
        <Group justify="flex-end" mt="xl" gap="sm">
          <Button variant="default" onClick={() => modals.close(NOTICE_ID)}>
            Close
          </Button>
          <Button
            color="coral.8"
            onClick={() => {
              modals.close(NOTICE_ID);
              navigate(paths.requestQuote.href());
            }}
          >
            Request quotes
          </Button>
        </Group>
      </>
    ),
  });
}

/**
 * 'Send a message' on a supplier profile (spec 2.5, 6): guests are asked to log in first; organisers may
 * message suppliers; suppliers and administrators do not see the button.
 */
export function SendMessageButton({ companyName }: { companyName: string }) {
  const { isAuth, roleName } = useSession();
  const navigate = useNavigate();
  if (isAuth && roleName !== 'organiser') return null;
  const go = (to: string) => void navigate(to);

  const onClick = () => {
    if (isAuth) return openMessagingNotice(companyName, go);
    // The sign-in form (react-hook-form, zod, phone metadata) loads on this click, not with the profile.
    void import('../../auth/components/login-modal').then(({ openLoginModal }) =>
      openLoginModal({
        navigate: go,
        onSignedIn: ({ user }) => {
          if (user.role === Role.organiser) openMessagingNotice(companyName, go);
          else
            notifications.show({
              color: 'navy',
              title: 'Signed in',
              message:
                'Only organisers can message suppliers. Your dashboard is one click away in the header.',
            });
        },
      }),
    );
  };

  return (
    <Button
      fullWidth
      size="md"
      color="coral.8"
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
      onClick={onClick}
    >
      Send a message
    </Button>
  );
}

import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Role } from '@marquee/contracts/enums';
import { useSession } from '../../../lib/session';

/**
 * 'Send a message' on a supplier profile (spec 2.5, 6): guests are asked to log in first; organisers may
 * message suppliers; suppliers and administrators do not see the button.
 */
export function SendMessageButton({ companyName }: { companyName: string }) {
  const { isAuth, roleName } = useSession();
  const navigate = useNavigate();
  if (isAuth && roleName !== 'organiser') return null;
  const go = (to: string) => void navigate(to);

  // The notice and the sign-in form (Mantine's modals, react-hook-form, zod) load on this click, not with
  // the profile (docs/decisions/0029).
  const onClick = async () => {
    const { openMessagingNotice } = await import('./messaging-notice');
    if (isAuth) return openMessagingNotice(companyName, go);
    const { openLoginModal } = await import('../../auth/components/login-modal');
    openLoginModal({
      navigate: go,
      onSignedIn: ({ user }) => {
        if (user.role === Role.organiser) openMessagingNotice(companyName, go);
        else
          notifications.show({
            color: 'navy',
            title: 'Signed in',
            message: 'Only organisers can message suppliers. Your dashboard is one click away in the header.',
          });
      },
    });
  };

  return (
    <Button
      fullWidth
      size="md"
      color="coral.8"
      leftSection={<IconMessageCircle size={18} aria-hidden="true" />}
      onClick={() => void onClick()}
    >
      Send a message
    </Button>
  );
}

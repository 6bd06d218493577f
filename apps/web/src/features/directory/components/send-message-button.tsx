import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Role } from '@marquee/contracts/enums';
import { paths } from '../../../config/paths';
import { useSession } from '../../../lib/session';
import { useShellActions } from '../../../components/layouts/shell-actions';

/** The organiser's chat with a supplier (spec 2.4): /organiser-dashboard/messages?profile_id=&name=. */
export const supplierChatHref = (supplierId: number, companyName: string) =>
  `${paths.organiserDashboard.href('messages')}?${new URLSearchParams({
    profile_id: String(supplierId),
    name: companyName,
  }).toString()}`;

/**
 * 'Send a message' on a supplier profile (spec 2.5, 6): guests are asked to log in first; organisers open
 * their chat with the supplier; suppliers and administrators do not see the button.
 */
export function SendMessageButton({ supplierId, companyName }: { supplierId: number; companyName: string }) {
  const { isAuth, roleName } = useSession();
  const navigate = useNavigate();
  const { openLogin } = useShellActions();
  if (isAuth && roleName !== 'organiser') return null;
  const go = (to: string) => void navigate(to);

  const chatHref = supplierChatHref(supplierId, companyName);
  // The sign-in form (Mantine's modals, react-hook-form, zod) loads on this click, not with the profile
  // (docs/decisions/0029); the app opens it through the shell actions.
  const onClick = () => {
    if (isAuth) return go(chatHref);
    openLogin({
      navigate: go,
      onSignedIn: ({ user }) => {
        if (user.role === Role.organiser) go(chatHref);
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

import { lazy, Suspense, useState } from 'react';
import { Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { Role } from '@marquee/contracts/enums';
import { useSession } from '../../../lib/session';
import { useShellActions } from '../../../components/layouts/shell-actions';
import { forgetPendingMessage, supplierChatHref } from '../../../lib/pending-message';

// The guest's message box loads on the click, not with the profile (the directory's first load stays light).
const GuestMessage = lazy(() => import('./guest-message'));

/**
 * 'Send a message' on a supplier profile (spec 2.5, 6): organisers open their chat with the supplier; suppliers and
 * administrators do not see the button. A guest writes their message first (issue 21), then the login prompt names
 * the supplier; once they are signed in (or signed up) the organiser's messages page sends what they wrote.
 */
export function SendMessageButton({ supplierId, companyName }: { supplierId: number; companyName: string }) {
  const { isAuth, roleName } = useSession();
  const navigate = useNavigate();
  const { openLogin } = useShellActions();
  const [writing, setWriting] = useState(false);
  if (isAuth && roleName !== 'organiser') return null;
  const go = (to: string) => void navigate(to);

  const chatHref = supplierChatHref(supplierId, companyName);
  // The sign-in form (Mantine's modals, react-hook-form, zod) loads on this click, not with the profile
  // (docs/decisions/0029); the app opens it through the shell actions.
  const logIn = (title: string) =>
    openLogin({
      title,
      navigate: go,
      onSignedIn: ({ user }) => {
        if (user.role === Role.organiser) go(chatHref);
        else {
          forgetPendingMessage();
          notifications.show({
            color: 'navy',
            title: 'Signed in',
            message: 'Only organisers can message suppliers. Your dashboard is one click away in the header.',
          });
        }
      },
    });
  const onClick = () => (isAuth ? go(chatHref) : setWriting(true));

  if (writing)
    return (
      <Suspense fallback={<Loader size="sm" aria-label="Loading the message box" />}>
        <GuestMessage supplierId={supplierId} supplierName={companyName} onContinue={logIn} />
      </Suspense>
    );
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

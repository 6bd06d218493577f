import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import type { LoginTokenResponse } from '@marquee/contracts/auth';
import { roleName } from '@marquee/contracts/enums';
import { errors } from '@marquee/contracts/messages';
import { toastTexts } from '@marquee/contracts/toasts';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useLoginWithToken } from '../../../features/auth/api/login-token';
import { deepLinkTarget } from '../../../features/auth/lib/deep-link';
import type { SubmittedBrief } from '../../../features/requests/hooks/use-send-brief';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { session, tokenStore } from '../../../lib/session';

/**
 * What the requests screen's alert of spec 2.4 says once a confirmation sent the held requests on: each with its
 * service, place and the suppliers it reached. Null when nothing was held.
 */
function releasedBrief({ email_confirmed, released_requests }: LoginTokenResponse): SubmittedBrief | null {
  const released = email_confirmed ? released_requests : [];
  if (released.length === 0) return null;
  return {
    isHeld: false,
    location: released[0]!.location,
    services: released.map((r) => ({ service: r.service, count: r.suppliers_count, location: r.location })),
  };
}

/**
 * /login-token?email=&token=&to=&id= (spec 2.3): the e-mail deep link. With email and token it signs in
 * first; then it goes where `to` points for the user's role. A used or expired link lands on /login
 * with a notice saying so. The link that confirms the e-mail address says so in a toast, and when it sent
 * held requests on, lands on the active requests with spec 2.4's alert for them (issue 21).
 */
export function Component() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const exchange = useLoginWithToken();
  // A link's token works once: React's development double effects must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const email = params.get('email')?.trim();
    const token = params.get('token')?.trim();
    const to = params.get('to');
    const id = params.get('id');
    if (!email || !token) {
      void navigate(deepLinkTarget(session.get().roleName, to, id), { replace: true });
      return;
    }
    exchange.mutate(
      { email, token },
      {
        onSuccess: (answer) => {
          const { access_token, user } = answer;
          // Keep the token where this browser keeps it now (remembered or not); a first visit is not remembered.
          tokenStore.replace(access_token);
          session.setUser(user);
          if (answer.email_confirmed) showToast(toastTexts.emailConfirmed);
          const submitted = releasedBrief(answer);
          if (submitted) {
            void navigate(paths.organiserDashboard.href('requests', 'active'), {
              replace: true,
              state: { submitted },
            });
            return;
          }
          void navigate(deepLinkTarget(roleName(user.role) ?? null, to, id), { replace: true });
        },
        onError: (err) => {
          const notice =
            (err instanceof ApiError && err.status !== 422 && err.serverMessage) || errors.linkInvalid;
          void navigate(paths.login.href(), { replace: true, state: { notice } });
        },
      },
    );
  }, [params, navigate, exchange]);

  return (
    <Center mih={320}>
      <Stack align="center" gap="sm" role="status">
        <Loader color="coral" />
        <Text c="gray.7">Signing you in…</Text>
      </Stack>
    </Center>
  );
}

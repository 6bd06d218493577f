import { useEffect, useRef } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { roleName } from '@marquee/contracts/enums';
import { errors } from '@marquee/contracts/messages';
import { paths } from '../../../config/paths';
import { useLoginWithToken } from '../../../features/auth/api/login-token';
import { deepLinkTarget } from '../../../features/auth/lib/deep-link';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError } from '../../../lib/api-error';
import { session, tokenStore } from '../../../lib/session';

/**
 * /login-token?email=&token=&to=&id= (spec 2.3): the e-mail deep link. With email and token it signs in
 * first; then it goes where `to` points for the user's role. A used or expired link lands on /login
 * with a notice saying so.
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
        onSuccess: ({ access_token, user }) => {
          // Keep the token where this browser keeps it now (remembered or not); a first visit is not remembered.
          tokenStore.replace(access_token);
          session.setUser(user);
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

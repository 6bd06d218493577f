import { useEffect, useRef } from 'react';
import { Box, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnsubscribe } from '../../../features/account/api/unsubscribe';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError, describeError } from '../../../lib/api-error';

const unsubscribeTexts = {
  working: 'Unsubscribing you…',
  done: 'You are unsubscribed',
  doneDetail:
    'You will no longer receive optional updates and reminders from Marquee. E-mails about your own requests, quotes and messages still reach you.',
  invalid: 'This unsubscribe link is not valid',
  invalidDetail:
    'It may be incomplete, or your password has changed since the e-mail was sent. Log in and change your e-mail preferences in your settings instead.',
  failed: 'We could not unsubscribe you',
  back: 'Back to Marquee',
  login: 'Log in',
} as const;

/**
 * /email-preferences/unsubscribe?user=&signature= (the link of an optional e-mail): turns off updates and info
 * through the API once, then says what happened, with a way back to the site.
 */
export function Component() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const call = useUnsubscribe();
  // The change is made once per visit: React's development double effects must not call twice.
  const started = useRef(false);
  const user = params.get('user') ?? '';
  const signature = params.get('signature') ?? '';
  const complete = /^[0-9]{1,10}$/.test(user) && signature.length > 0;

  useEffect(() => {
    if (started.current || !complete) return;
    started.current = true;
    call.mutate({ user, signature });
  }, [call, complete, user, signature]);

  // An incomplete link, or one the server does not recognise (404) or refuses as malformed (422).
  const invalid = !complete || (call.error instanceof ApiError && [404, 422].includes(call.error.status));
  const title = invalid
    ? unsubscribeTexts.invalid
    : call.isSuccess
      ? unsubscribeTexts.done
      : call.isError
        ? unsubscribeTexts.failed
        : null;

  return (
    <Box py={{ base: 64, md: 112 }}>
      <Container size="sm" ta="center">
        {title === null ? (
          <Stack align="center" gap="sm" role="status">
            <Loader color="coral" />
            <Text c="gray.7">{unsubscribeTexts.working}</Text>
          </Stack>
        ) : (
          <Stack align="center" gap="md">
            <Title order={1} fz={{ base: 28, md: 38 }} c="navy.9">
              {title}
            </Title>
            <Text fz="lg" c="gray.8" role={call.isSuccess ? 'status' : 'alert'}>
              {invalid
                ? unsubscribeTexts.invalidDetail
                : call.isSuccess
                  ? unsubscribeTexts.doneDetail
                  : describeError(call.error)}
            </Text>
            <Group justify="center" mt="md" gap="sm">
              <Button component={Link} to={paths.home.href()} size="md">
                {unsubscribeTexts.back}
              </Button>
              {invalid && (
                <Button component={Link} to={paths.login.href()} size="md" variant="outline">
                  {unsubscribeTexts.login}
                </Button>
              )}
            </Group>
          </Stack>
        )}
      </Container>
    </Box>
  );
}

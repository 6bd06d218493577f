import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useUnsubscribe } from '../../../features/account/api/unsubscribe';
import { usePageTitle } from '../../../hooks/use-page-title';
import { ApiError, describeError } from '../../../lib/api-error';

const unsubscribeTexts = {
  confirm: 'Unsubscribe from Marquee updates?',
  confirmDetail:
    'You will no longer receive optional updates and reminders. E-mails about your own requests, quotes and messages still reach you.',
  unsubscribe: 'Unsubscribe',
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
 * /email-preferences/unsubscribe?user=&signature= (the link of an optional e-mail): asks the reader to confirm, then
 * turns off updates and info through the API and says what happened, with a way back to the site. Nothing changes
 * on opening the page: mail scanners open (and render) the links of an e-mail.
 */
export function Component() {
  usePageTitle('Unsubscribe');
  const [params] = useSearchParams();
  const call = useUnsubscribe();
  const user = params.get('user') ?? '';
  const signature = params.get('signature') ?? '';
  const complete = /^[0-9]{1,10}$/.test(user) && signature.length > 0;

  // An incomplete link, or one the server does not recognise (404) or refuses as malformed (422).
  const invalid = !complete || (call.error instanceof ApiError && [404, 422].includes(call.error.status));
  const title = invalid
    ? unsubscribeTexts.invalid
    : call.isSuccess
      ? unsubscribeTexts.done
      : call.isError
        ? unsubscribeTexts.failed
        : unsubscribeTexts.confirm;
  const asking = title === unsubscribeTexts.confirm;

  return (
    <Box py={{ base: 64, md: 112 }}>
      <Container size="sm" ta="center">
        <Stack align="center" gap="md">
          <Title order={1} fz={{ base: 28, md: 38 }} c="navy.9">
            {title}
          </Title>
          <Text fz="lg" c="gray.8" role={asking ? undefined : call.isSuccess ? 'status' : 'alert'}>
            {asking
              ? unsubscribeTexts.confirmDetail
              : invalid
                ? unsubscribeTexts.invalidDetail
                : call.isSuccess
                  ? unsubscribeTexts.doneDetail
                  : describeError(call.error)}
          </Text>
          <Group justify="center" mt="md" gap="sm">
            {asking && (
              <Button
                size="md"
                color="coral.8"
                loading={call.isPending}
                onClick={() => call.mutate({ user, signature })}
              >
                {unsubscribeTexts.unsubscribe}
              </Button>
            )}
            <Button component={Link} to={paths.home.href()} size="md" variant={asking ? 'outline' : 'filled'}>
              {unsubscribeTexts.back}
            </Button>
            {invalid && (
              <Button component={Link} to={paths.login.href()} size="md" variant="outline">
                {unsubscribeTexts.login}
              </Button>
            )}
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

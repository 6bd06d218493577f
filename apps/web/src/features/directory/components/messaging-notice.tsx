import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { paths } from '../../../config/paths';

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

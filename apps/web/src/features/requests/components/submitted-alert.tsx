import { Alert, List, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { notices } from '@marquee/contracts/messages';
import { requestTexts } from '@marquee/contracts/requests';
import type { SubmittedBrief } from '../hooks/use-send-brief';

/**
 * The alert after a request is submitted (spec 2.4): one sentence per service of the brief, each with the
 * number of suppliers it reached. A held request (e-mail not yet confirmed) says when it will go out.
 */
export function SubmittedAlert({ brief, onClose }: { brief: SubmittedBrief; onClose: () => void }) {
  const lines = brief.services.map((s) =>
    (brief.isHeld ? requestTexts.heldFor : notices.requestSubmitted)(s.service, s.count, brief.location),
  );
  return (
    <Alert
      color={brief.isHeld ? 'yellow' : 'teal'}
      variant="light"
      radius="md"
      mb="lg"
      icon={brief.isHeld ? <IconMailForward size={20} /> : <IconCircleCheck size={20} />}
      title={brief.isHeld ? 'Confirm your e-mail to send your request' : 'Request submitted'}
      // The title in body colour: teal or yellow text on its light background is below AA contrast.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
      withCloseButton
      closeButtonLabel="Close"
      onClose={onClose}
      role="status"
      data-testid="request-submitted"
    >
      {brief.isHeld && (
        <Text size="sm" c="gray.9" mb={6} fw={500}>
          {requestTexts.heldNotice}
        </Text>
      )}
      {lines.length === 1 ? (
        <Text size="sm" c="gray.9">
          {lines[0]}
        </Text>
      ) : (
        <List size="sm" c="gray.9" spacing={4}>
          {lines.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

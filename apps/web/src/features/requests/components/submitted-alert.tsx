import type { ComponentType } from 'react';
import { Alert, Box, List, Text } from '@mantine/core';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { notices } from '@marquee/contracts/messages';
import { requestTexts } from '@marquee/contracts/requests';
import type { SubmittedBrief } from '../hooks/use-send-brief';

/**
 * The e-mail confirmation's own actions (resend the link, correct the address), from the account feature:
 * composed in by app/dashboards/sections/organiser-requests.tsx.
 */
export type EmailConfirmationSlot = ComponentType;

/**
 * The alert after a request is submitted (spec 2.4): one sentence per service of the brief, each with the
 * number of suppliers it reached. A held request (e-mail not yet confirmed) says when it will go out, and offers
 * to resend the link or correct the address (`confirmEmail`); once confirmed, the link's landing shows this
 * alert again with the suppliers each request reached.
 */
export function SubmittedAlert({
  brief,
  onClose,
  confirmEmail: ConfirmEmail,
}: {
  brief: SubmittedBrief;
  /** Without it the alert cannot be closed (requests waiting for the confirmation). */
  onClose?: () => void;
  confirmEmail?: EmailConfirmationSlot;
}) {
  const lines = brief.services.map((s) =>
    (brief.isHeld ? requestTexts.heldFor : notices.requestSubmitted)(
      s.service,
      s.count,
      s.location ?? brief.location,
    ),
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
      withCloseButton={onClose !== undefined}
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
      {lines.length === 0 ? null : lines.length === 1 ? (
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
      {brief.isHeld && ConfirmEmail && (
        <Box mt="sm">
          <ConfirmEmail />
        </Box>
      )}
    </Alert>
  );
}

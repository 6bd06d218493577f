import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPhone, IconTrophy, IconUser } from '@tabler/icons-react';
import type { OrganiserContact } from '@marquee/contracts/offers';

/**
 * A won request (issue 21): who the organiser is, how to reach them and what to do next. The API sends the
 * contact only to the supplier whose quote was selected.
 */
export function WonContact({ contact, service }: { contact: OrganiserContact; service: string }) {
  return (
    <Paper
      withBorder
      radius="sm"
      p="sm"
      mt="md"
      bg="teal.0"
      style={{ borderColor: 'var(--mantine-color-teal-9)' }}
    >
      <Group gap={6} wrap="nowrap">
        <IconTrophy size={18} aria-hidden="true" color="var(--mantine-color-teal-9)" />
        <Title order={4} fz={16} c="teal.9">
          You won this job
        </Title>
      </Group>
      <Stack gap={4} mt={6}>
        <Group gap={6} wrap="nowrap">
          <IconUser size={16} aria-hidden="true" />
          <Text size="sm">{contact.name}</Text>
        </Group>
        {contact.phone && (
          <Group gap={6} wrap="nowrap">
            <IconPhone size={16} aria-hidden="true" />
            <Anchor size="sm" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
              {contact.phone}
            </Anchor>
          </Group>
        )}
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} aria-hidden="true" />
          <Anchor size="sm" href={`mailto:${contact.email}`} style={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Anchor>
        </Group>
      </Stack>
      <Text size="sm" mt="xs" c="gray.9">
        What to do next: contact {contact.name} within one working day to confirm the {service.toLowerCase()}{' '}
        details, the date and the price, and agree how you will be paid. You can also keep talking in
        Messages.
      </Text>
    </Paper>
  );
}

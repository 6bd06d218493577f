import { Anchor, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SupplierOwnProfile } from '@marquee/contracts/supplier-profile';
import { paths } from '../../../config/paths';
import { useOwnProfile } from '../../../lib/api/get-own-profile';

/** What makes a profile win requests, in the order a supplier would fill it in. */
export const profileChecklist = (p: SupplierOwnProfile): { label: string; done: boolean }[] => [
  { label: 'Add your logo', done: !!p.photo_url },
  { label: 'Add a cover image', done: !!p.cover_url },
  { label: 'Write a summary of your business', done: !!p.summary },
  { label: 'Prepare your response template', done: !!p.response_template },
  { label: 'Choose your services', done: p.services.length > 0 },
  { label: 'Set your location and how far you travel', done: !!p.location && p.nearby !== null },
  { label: 'Show examples of your work', done: p.images.length > 0 },
  { label: 'Upload documents and certificates', done: p.documents.length > 0 },
];

/**
 * The first dashboard of an approved supplier, before any request has reached them (issue 21): how requests
 * arrive and what to complete on the profile meanwhile, instead of an upgrade banner about answers not yet needed.
 */
export function FirstSteps() {
  const profile = useOwnProfile();
  const items = profile.data ? profileChecklist(profile.data.profile) : null;
  const left = items?.filter((i) => !i.done).length ?? 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      mb="lg"
      role="region"
      aria-label="Getting started"
      data-testid="first-steps"
    >
      <Stack gap="sm">
        <Title order={2} fz="lg" c="navy.9">
          Your profile is live: here is how requests reach you
        </Title>
        <Text size="sm" c="gray.8">
          When an organiser asks for quotes for one of your services in the area you cover, the request
          appears under New requests and we e-mail you. Read the brief and send a proposal before the request
          closes; the organiser compares quotes and can call you, chat here, and select a supplier.
        </Text>
        {items && (
          <>
            <Text size="sm" fw={700} c="navy.9">
              {left === 0
                ? 'Your profile is complete. Organisers see everything they need.'
                : `Complete your profile while you wait: ${left} of ${items.length} left`}
            </Text>
            <List spacing={6} size="sm" aria-label="Profile checklist">
              {items.map((i) => (
                <List.Item
                  key={i.label}
                  icon={
                    <ThemeIcon
                      color={i.done ? 'teal.8' : 'gray.6'}
                      variant="transparent"
                      size={20}
                      aria-hidden="true"
                    >
                      {i.done ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
                    </ThemeIcon>
                  }
                >
                  {i.label}
                  <Text span size="xs" c={i.done ? 'teal.9' : 'gray.7'}>
                    {i.done ? ' (done)' : ' (to do)'}
                  </Text>
                </List.Item>
              ))}
            </List>
            {left > 0 && (
              <Anchor component={Link} to={paths.supplierDashboard.href('profile-edit')} size="sm" fw={600}>
                Edit your profile
              </Anchor>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}

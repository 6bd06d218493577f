import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { AdminSection } from '../../../components/dashboard/admin-section';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { ActivityLog } from './activity-log';
import { FreeRfqForm } from './free-rfq-form';

const tabs = [
  { value: 'settings', label: 'Settings' },
  { value: 'activity', label: 'Activity' },
] as const;

const icon = <IconSettings size={28} stroke={1.6} aria-hidden="true" />;

/** One titled card of the settings tab. */
function Card({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4} mb="lg">
        <Title order={2} fz={22} id={id}>
          {title}
        </Title>
        <Text size="sm" c="gray.7">
          {description}
        </Text>
      </Stack>
      {children}
    </Paper>
  );
}

/**
 * Admin › Settings (spec 2.6 settings): the administrator's password (`changePassword`, the form the other
 * dashboards use, passed in by app/dashboards/sections/admin-settings.tsx) and the number of free RFQs; the Activity
 * tab lists every administrator action (issue 22).
 */
export function AdminSettings({
  menu,
  submenu,
  changePassword,
}: SectionProps & { changePassword: ReactNode }) {
  return (
    <AdminSection
      menu={menu}
      tab={submenu}
      title="Settings"
      description="Your password, the number of requests a supplier may answer free, and what administrators did."
      icon={icon}
      coming=""
      tabs={tabs}
    >
      {(tab) =>
        tab === 'activity' ? (
          <ActivityLog />
        ) : (
          <Stack gap="xl" maw={880} mt="md">
            <Card
              id="settings-free-rfqs"
              title="Free RFQs"
              description="Applies at once to every supplier on a free plan, counted from the answers they have already sent."
            >
              <FreeRfqForm />
            </Card>
            <Card
              id="settings-change-password"
              title="Change password"
              description="You will stay signed in on this device; other devices are signed out."
            >
              {changePassword}
            </Card>
          </Stack>
        )
      }
    </AdminSection>
  );
}

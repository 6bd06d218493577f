import { Button, Group, Paper, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { supportTexts } from '@marquee/contracts/admin-support';
import { useSession } from '../../../lib/session';

/**
 * While an administrator views the product as a user (spec 4 Impersonation), every dashboard says whose it is,
 * that nothing can be changed, and offers the way back; `onBack` ends the view (the session feature's logout,
 * passed in by app/, which restores the administrator at /admin-login).
 */
export function ViewingAsBar({ onBack }: { onBack: () => void }) {
  const { isImpersonating, user } = useSession();
  if (!isImpersonating || !user) return null;
  return (
    <Paper
      role="region"
      aria-label={supportTexts.viewingAs(user.name)}
      bg="yellow.1"
      withBorder
      radius="md"
      p="sm"
      mb="md"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
          <IconEye size={20} aria-hidden style={{ flexShrink: 0 }} />
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{supportTexts.viewingAs(user.name)}</Text>
            <Text size="sm" c="gray.8">
              {supportTexts.viewOnlyNote}
            </Text>
          </div>
        </Group>
        <Button size="xs" color="dark" onClick={onBack}>
          {supportTexts.backToAdmin}
        </Button>
      </Group>
    </Paper>
  );
}

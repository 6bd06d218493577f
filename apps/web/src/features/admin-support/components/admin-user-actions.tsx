import { useState } from 'react';
import { Box, Button, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconChevronDown, IconEye, IconKey, IconLifebuoy } from '@tabler/icons-react';
import { supportTexts } from '@marquee/contracts/admin-support';
import { useChangeUserPassword } from '../api/change-user-password';
import { useLoginAs } from '../api/login-as';
import { generatePassword } from '../lib/generate-password';
import { startView, type ViewedRole } from '../lib/start-view';
import { PasswordShownModal, type ShownPassword } from './password-shown-modal';

export interface SupportUser {
  id: number;
  name: string;
  role: ViewedRole;
}

/** Copies to the clipboard; false when the browser refuses (no permission, not a secure page). */
const copyText = (value: string) =>
  navigator.clipboard?.writeText(value).then(
    () => true,
    () => false,
  ) ?? Promise.resolve(false);

/**
 * The support tools on a supplier's or organiser's row and profile (spec 2.6, 4; docs/decisions/0071): 'Reset
 * password' gives them a random 12-character password, shown once and copied; 'View Dashboard As' opens their
 * dashboard read-only. The lists take it through their `rowActions` slot (composed in app/dashboards/sections).
 */
export function AdminUserActions({ user, go }: { user: SupportUser; go?: (url: string) => void }) {
  const reset = useChangeUserPassword();
  const view = useLoginAs();
  const [shown, setShown] = useState<ShownPassword | null>(null);

  const resetPassword = () => {
    // Generated here, so the password travels once, to the API, and is shown once, here (spec 7.7).
    const password = generatePassword();
    reset.mutate(
      { user_id: user.id, password },
      { onSuccess: async () => setShown({ name: user.name, password, copied: await copyText(password) }) },
    );
  };

  const confirmReset = () =>
    modals.openConfirmModal({
      title: supportTexts.resetConfirmTitle,
      children: supportTexts.resetConfirmBody(user.name),
      labels: { confirm: supportTexts.resetConfirm, cancel: 'Cancel' },
      confirmProps: { color: 'coral.8' },
      onConfirm: resetPassword,
    });

  const viewAs = () =>
    view.mutate(
      { user_id: user.id },
      { onSuccess: (answer) => startView(answer.access_token, user.role, go) },
    );

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={reset.isPending || view.isPending}
            aria-label={`Support: ${user.name}`}
            leftSection={<IconLifebuoy size={14} aria-hidden />}
          >
            {/* On a phone the icon says it: the sticky actions column stays narrow (issue 22). */}
            <Box component="span" visibleFrom="sm">
              Support
            </Box>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconKey size={16} aria-hidden />} onClick={confirmReset}>
            {supportTexts.resetPassword}
          </Menu.Item>
          <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={viewAs}>
            {supportTexts.viewDashboardAs}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <PasswordShownModal shown={shown} onClose={() => setShown(null)} />
    </>
  );
}

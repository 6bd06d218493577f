import { Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { supportTexts } from '@marquee/contracts/admin-support';

export interface ShownPassword {
  name: string;
  password: string;
  /** Whether it reached the clipboard when it was set (the browser may refuse). */
  copied: boolean;
}

/**
 * The copy-to-clipboard modal of spec 2.7 after a reset (spec 4 'Admin lists'): the new password, shown once, with
 * the note that it was copied and that the user is not notified; it can be copied again until the modal closes.
 */
export function PasswordShownModal({ shown, onClose }: { shown: ShownPassword | null; onClose: () => void }) {
  return (
    <Modal opened={shown !== null} onClose={onClose} title={supportTexts.copiedTitle} centered radius="lg">
      {shown && (
        <Stack gap="md">
          <Code block fz="lg" ta="center" aria-label={supportTexts.copiedTitle}>
            {shown.password}
          </Code>
          <Text size="sm" c="gray.7">
            {shown.copied ? supportTexts.copiedNote(shown.name) : supportTexts.copyFailedNote(shown.name)}
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={shown.password}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? supportTexts.copiedAgain : supportTexts.copy}
                </Button>
              )}
            </CopyButton>
            <Button color="coral.8" onClick={onClose} data-autofocus>
              {supportTexts.close}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

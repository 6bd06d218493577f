import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { toastTexts } from '@marquee/contracts/toasts';
import { showErrorToast } from '../../lib/query-client';

/** How long a confirmation stays; one with Undo stays longer, so there is time to read it and change one's mind. */
const CONFIRM_MS = 4000;
const UNDO_MS = 8000;
/** A long word (an e-mail address) wraps instead of running out of the toast. */
const wrapLongWords = { description: { overflowWrap: 'anywhere' as const } };

/**
 * The confirmation after an action that changes nothing visible where the user is looking (issue 21): one
 * line, teal with a tick, gone after a few seconds. Failures are the error toast of spec 8 (lib/query-client.ts).
 */
export function showToast(message: string) {
  return notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden="true" />,
    message,
    autoClose: CONFIRM_MS,
    withCloseButton: true,
    styles: wrapLongWords,
  });
}

function UndoBody({ message, onUndo }: { message: string; onUndo: () => void }) {
  return (
    <Group gap="sm" justify="space-between" wrap="nowrap">
      <Text size="sm" c="gray.9" style={{ overflowWrap: 'anywhere' }}>
        {message}
      </Text>
      <Button size="compact-sm" variant="light" color="navy" onClick={onUndo} style={{ flex: 'none' }}>
        {toastTexts.undo}
      </Button>
    </Group>
  );
}

export interface UndoToast {
  message: string;
  /**
   * Calls the API's inverse of the action (unarchive, undo decline) and refreshes what it shows. A plain call,
   * not a component's mutation: the toast outlives the row or card it came from.
   */
  undo: () => Promise<unknown>;
  /** What the toast says once undone (default 'Undone.'). */
  undone?: string;
}

/**
 * A confirmation with an Undo button (issue 21), for actions that can be reversed. Undo runs `undo`, says so,
 * and on failure leaves the error toast of spec 8 in its place. The toast stays while hovered (Mantine pauses
 * its timer), so the button does not vanish under the pointer.
 */
export function toastWithUndo({ message, undo, undone = toastTexts.undone }: UndoToast) {
  const id: string = notifications.show({
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden="true" />,
    message: <UndoBody message={message} onUndo={() => void run()} />,
    autoClose: UNDO_MS,
    withCloseButton: true,
  });
  let started = false;
  async function run() {
    if (started) return;
    started = true;
    notifications.update({ id, loading: true, message: toastTexts.undoing, autoClose: false });
    try {
      await undo();
      notifications.update({
        id,
        loading: false,
        color: 'teal',
        icon: <IconCheck size={18} aria-hidden="true" />,
        message: undone,
        autoClose: CONFIRM_MS,
      });
    } catch (err) {
      notifications.hide(id);
      showErrorToast(err);
    }
  }
  return id;
}

const FLASH_KEY = 'marquee.flash';

/**
 * Keeps a confirmation to show after the next full page load (logout loads the next page afresh, so a toast
 * raised before it would die with the old page). Here rather than in its own file: the notifications outlet
 * shows it, and one more shared chunk would lengthen the first load's list of chunks to preload (decision 0059).
 */
export function flashToast(message: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, message);
  } catch {
    // Storage refused (private mode, full): the page loads without the confirmation.
  }
}

/** Shows the confirmation kept by flashToast, once (the notifications outlet calls it when it mounts). */
export function showFlashToast() {
  try {
    const message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
    if (message) showToast(message);
  } catch {
    // No storage: nothing was kept.
  }
}

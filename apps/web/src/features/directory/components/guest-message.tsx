import { useState } from 'react';
import { Button, Stack, Text, Textarea } from '@mantine/core';
import { chatTexts, MESSAGE_TEXT_MAX } from '@marquee/contracts/chats';
import { keepPendingMessage, readPendingMessage } from '../../../lib/pending-message';

/**
 * A guest's message to a supplier, typed before they log in or sign up (issue 21): kept in this tab's
 * sessionStorage as it is typed, so it survives the login prompt, the sign-up page and a reload, and sent by the
 * organiser's messages page once they are signed in. Loaded on the click on 'Send a message', not with the profile.
 */
export default function GuestMessage({
  supplierId,
  supplierName,
  onContinue,
}: {
  supplierId: number;
  supplierName: string;
  /** Opens the login prompt with this title, naming the supplier ('Log in to message Derby Party DJs'). */
  onContinue: (title: string) => void;
}) {
  const [text, setText] = useState(() => readPendingMessage(supplierId)?.text ?? '');
  const change = (value: string) => {
    setText(value);
    keepPendingMessage({ supplierId, supplierName, text: value });
  };
  return (
    <Stack gap="xs" mt="sm">
      <Textarea
        label={chatTexts.guestMessageLabel(supplierName)}
        description={chatTexts.guestMessageHint}
        value={text}
        onChange={(e) => change(e.currentTarget.value)}
        maxLength={MESSAGE_TEXT_MAX}
        autosize
        minRows={3}
        maxRows={8}
        data-autofocus
        autoFocus
      />
      <Button color="coral.8" fullWidth onClick={() => onContinue(chatTexts.loginToMessage(supplierName))}>
        {chatTexts.guestContinue}
      </Button>
      <Text size="xs" c="gray.7">
        New to Marquee? You can sign up from the next step.
      </Text>
    </Stack>
  );
}

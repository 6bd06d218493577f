import { Avatar } from '@mantine/core';
import type { Chat } from '@marquee/contracts/chats';
import { otherParticipant, participantName } from '../lib/chat-summary';

/** The other participant's photo, or their initials on navy. */
export function ParticipantAvatar({ chat }: { chat: Chat }) {
  return (
    <Avatar
      src={otherParticipant(chat)?.user.profile.photo_url ?? null}
      alt=""
      name={participantName(chat)}
      color="navy"
      radius="xl"
    />
  );
}

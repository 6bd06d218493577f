import dayjs from 'dayjs';
import type { ChatMessage } from '@marquee/contracts/chats';
import { displayDate } from '../../../lib/format';

/** Spec 9: a conversation's day headings read dd.MM.yyyy, its times HH:mm (the reader's local time). */
export const dayLabel = (iso: string) => displayDate(iso);
export const timeLabel = (iso: string) => dayjs(iso).format('HH:mm');

/** Messages in order, in runs of one calendar day each. */
export function groupByDay(messages: readonly ChatMessage[]): { day: string; messages: ChatMessage[] }[] {
  const groups: { day: string; messages: ChatMessage[] }[] = [];
  for (const message of messages) {
    const day = dayLabel(message.created_at);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}

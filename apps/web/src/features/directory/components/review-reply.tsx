import { Box, Text } from '@mantine/core';
import type { ReviewReply } from '@marquee/contracts/admin-reviews';
import { displayDate } from '../../../lib/format';

/** The supplier's public reply under a review (decision 0075). */
export function ReplyText({ reply, company }: { reply: ReviewReply; company: string | null }) {
  return (
    <Box mt="md" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm" fw={600} c="navy.9">
        Reply from {company ?? 'the supplier'}
        <Text span size="sm" fw={400} c="gray.7">
          {' · '}
          <time dateTime={reply.created_at}>{displayDate(reply.created_at)}</time>
        </Text>
      </Text>
      <Text size="sm" mt={4} c="gray.8" lh={1.6} style={{ whiteSpace: 'pre-line' }}>
        {reply.message}
      </Text>
    </Box>
  );
}

import { useState } from 'react';
import { Box, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { REVIEW_REPLY_MAX, reviewTexts, type ReviewReply } from '@marquee/contracts/admin-reviews';
import type { Review } from '@marquee/contracts/directory';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { displayDate } from '../../../lib/format';
import { useReplyToReview } from '../api/reply-to-review';

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

/**
 * The reviewed supplier's Reply button under a review of theirs: a textarea that posts the public reply, which can
 * be changed for 7 days after it was first posted.
 */
export function ReplyControl({ review, supplierId }: { review: Review; supplierId: number }) {
  const reply = review.reply ?? null;
  const editable = !reply || Date.now() <= new Date(reply.editable_until).getTime();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(reply?.message ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useReplyToReview(supplierId);
  if (!editable) return null;
  if (!open)
    return (
      <Group mt="sm">
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconMessageReply size={16} aria-hidden="true" />}
          onClick={() => {
            setText(reply?.message ?? '');
            setOpen(true);
          }}
        >
          {reply ? 'Edit reply' : 'Reply'}
        </Button>
      </Group>
    );
  const submit = () => {
    const message = text.trim();
    if (!message) return setError(reviewTexts.replyRequired);
    if (message.length > REVIEW_REPLY_MAX) return setError(reviewTexts.replyTooLong);
    setError(null);
    save.mutate(
      { id: review.id, message },
      {
        onSuccess: () => {
          showToast(reviewTexts.replySaved);
          setOpen(false);
        },
        onError: (err) => setError(describeError(err)),
      },
    );
  };
  return (
    <Stack gap="xs" mt="md">
      <Textarea
        label="Your public reply"
        description={`Shown under the review; you can change it for 7 days. Up to ${REVIEW_REPLY_MAX} characters.`}
        autosize
        minRows={3}
        value={text}
        error={error}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <Group gap="xs">
        <Button size="compact-md" onClick={submit} loading={save.isPending}>
          Post reply
        </Button>
        <Button size="compact-md" variant="subtle" color="gray" c="gray.8" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

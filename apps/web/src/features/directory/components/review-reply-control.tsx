import { useState } from 'react';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { REVIEW_REPLY_MAX, reviewTexts } from '@marquee/contracts/admin-reviews';
import type { Review } from '@marquee/contracts/directory';
import { showToast } from '../../../components/ui/toast';
import { describeError } from '../../../lib/api-error';
import { useReplyToReview } from '../api/reply-to-review';

/*
 * Its own file, loaded only on the supplier's own profile (supplier-reviews.tsx): the contracts' reply texts carry
 * zod, which the public profile's first load must not (docs/decisions/0029).
 */

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

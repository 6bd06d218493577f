import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { Rating as SupplierRating, Review } from '@marquee/contracts/directory';
import { useSupplierReviews } from '../api/get-supplier-reviews';
import { displayDate, plural, roundedStars } from '../../../lib/format';
import { RetryAlert } from './list-states';
import { Stars } from '../../../components/ui/rating-stars';
import { lazy, Suspense } from 'react';
import { ReplyText } from './review-reply';

/** The Reply button, only on the supplier's own profile: loaded when needed (its texts carry zod). */
const ReplyControl = lazy(() => import('./review-reply-control').then((m) => ({ default: m.ReplyControl })));

function ReviewItem({
  review,
  supplierId,
  canReply,
}: {
  review: Review;
  supplierId: number;
  canReply: boolean;
}) {
  const { name, position_in_company: position } = review.service_request.user;
  return (
    <Paper component="article" withBorder radius="lg" p="lg" bg="white">
      <Group justify="space-between" align="center" wrap="wrap" gap="xs">
        <Stars value={review.rate} label={`Rated ${review.rate} out of 5`} />
        <Text size="sm" c="gray.7" component="time" dateTime={review.created_at}>
          {displayDate(review.created_at)}
        </Text>
      </Group>
      <Text mt="sm" c="gray.8" lh={1.65} style={{ whiteSpace: 'pre-line' }}>
        {review.message}
      </Text>
      <Text mt="sm" size="sm" fw={600} c="navy.9">
        {name}
        {position && (
          <Text span size="sm" fw={400} c="gray.7">
            {' · '}
            {position}
          </Text>
        )}
      </Text>
      {review.reply && (
        <ReplyText
          reply={review.reply}
          company={review.service_request.service_request_accept.user.company_name}
        />
      )}
      {canReply && (
        <Suspense fallback={null}>
          <ReplyControl review={review} supplierId={supplierId} />
        </Suspense>
      )}
    </Paper>
  );
}

/**
 * 'Clients reviews' (spec 2.5): the rounded average and count, then each organiser's review, newest first, with the
 * supplier's reply under it; `canReply` (the supplier's own profile) adds the Reply button (decision 0075).
 */
export function SupplierReviews({
  supplierId,
  rating,
  canReply = false,
}: {
  supplierId: number;
  rating: SupplierRating;
  canReply?: boolean;
}) {
  const query = useSupplierReviews(supplierId);
  const stars = roundedStars(rating.rate);
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Stars
          value={rating.count > 0 ? stars : 0}
          size="lg"
          label={rating.count > 0 ? `Average rating ${stars} out of 5` : 'Not rated yet'}
        />
        <Text c="gray.8" fw={600}>
          {rating.count > 0 ? plural(rating.count, 'review') : 'No reviews yet'}
        </Text>
      </Group>
      {query.isPending ? (
        <Skeleton height={96} radius="lg" />
      ) : query.isError ? (
        <RetryAlert
          title="We couldn't load the reviews"
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.length === 0 ? (
        <Text c="gray.7">
          Organisers review a supplier after an event they booked through Marquee. This supplier has no
          reviews yet.
        </Text>
      ) : (
        query.data.map((review) => (
          <ReviewItem key={review.id} review={review} supplierId={supplierId} canReply={canReply} />
        ))
      )}
    </Stack>
  );
}

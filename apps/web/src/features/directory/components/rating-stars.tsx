import { Box, Group, Rating, Text } from '@mantine/core';
import { plural, roundedStars } from '../lib/format';

type StarSize = 'xs' | 'sm' | 'md' | 'lg';

/** Read-only stars that screen readers hear as one sentence ('Rated 4 out of 5'). */
export function Stars({ value, label, size = 'sm' }: { value: number; label: string; size?: StarSize }) {
  return (
    <Box role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      <Rating value={value} readOnly size={size} color="coral.6" aria-hidden="true" />
    </Box>
  );
}

/**
 * A supplier's rating: the average rounded to whole stars (spec 2.5) and the number of reviews;
 * 'No reviews yet' without any. The stars are one image for screen readers.
 */
export function RatingStars({ rate, count, size = 'sm' }: { rate: number; count: number; size?: StarSize }) {
  const stars = roundedStars(rate);
  const label = count > 0 ? `Rated ${stars} out of 5 from ${plural(count, 'review')}` : 'No reviews yet';
  return (
    <Group gap={8} wrap="nowrap" role="img" aria-label={label}>
      <Rating value={count > 0 ? stars : 0} readOnly size={size} color="coral.6" aria-hidden="true" />
      <Text size="sm" c="gray.7" aria-hidden="true">
        {count > 0 ? `(${plural(count, 'review')})` : 'No reviews yet'}
      </Text>
    </Group>
  );
}

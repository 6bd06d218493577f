import { Box, Group, Text } from '@mantine/core';
import { plural, roundedStars } from '../../lib/format';

type StarSize = 'xs' | 'sm' | 'md' | 'lg';

/** Mantine Rating's sizes and star (its read-only look), without its input machinery on first load. */
const STAR_PX: Record<StarSize, number> = { xs: 14, sm: 18, md: 20, lg: 28 };
const STAR_PATH =
  'M12 17.75l-6.172 3.245l1.179 -6.873l-5 -4.867l6.9 -1l3.086 -6.253l3.086 6.253l6.9 1l-5 4.867l1.179 6.873z';

/** Five stars, the first `value` filled; hidden from screen readers (the caller labels the whole). */
function Rating({ value, size }: { value: number; size: StarSize }) {
  const px = STAR_PX[size];
  return (
    <Box component="span" aria-hidden="true" style={{ display: 'inline-flex', width: 'max-content' }}>
      {[1, 2, 3, 4, 5].map((n) => {
        const colour = n <= value ? 'var(--mantine-color-coral-6)' : 'var(--mantine-color-gray-3)';
        return (
          <svg
            key={n}
            data-filled={n <= value || undefined}
            viewBox="0 0 24 24"
            width={px}
            height={px}
            fill={colour}
            stroke={colour}
            strokeLinecap="round"
            strokeLinejoin="round"
            style={{ display: 'block' }}
          >
            <path d={STAR_PATH} />
          </svg>
        );
      })}
    </Box>
  );
}

/** Read-only stars that screen readers hear as one sentence ('Rated 4 out of 5'). */
export function Stars({ value, label, size = 'sm' }: { value: number; label: string; size?: StarSize }) {
  return (
    <Box role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      <Rating value={value} size={size} />
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
      <Rating value={count > 0 ? stars : 0} size={size} />
      <Text size="sm" c="gray.7" aria-hidden="true">
        {count > 0 ? `(${plural(count, 'review')})` : 'No reviews yet'}
      </Text>
    </Group>
  );
}

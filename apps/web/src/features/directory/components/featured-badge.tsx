import { Badge } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';

/**
 * Marks a premium listing (spec 6: a paid plan or no limits). Premium listings come first in the lists;
 * the badge says why.
 */
export function FeaturedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <Badge
      size={size}
      radius="sm"
      variant="light"
      color="coral"
      c="coral.9"
      leftSection={<IconStarFilled size={10} aria-hidden="true" />}
    >
      Featured
    </Badge>
  );
}

import { IconStarFilled } from '@tabler/icons-react';
import classes from './directory.module.css';

/**
 * Marks a premium listing (spec 6: a paid plan or no limits). Premium listings come first in the lists;
 * the badge says why. Styled like Mantine's light Badge in CSS, so the component stays off the first load.
 */
export function FeaturedBadge({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  return (
    <span className={classes.featured} data-size={size}>
      <IconStarFilled size={10} aria-hidden="true" />
      Featured
    </span>
  );
}

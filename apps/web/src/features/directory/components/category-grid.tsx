import { Box, Skeleton, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ServiceCategory } from '@marquee/contracts/catalogue';
import { paths } from '../../../config/paths';
import { useCategories } from '../api/get-categories';
import { plural } from '../../../lib/format';
import { CardArrowLabel } from './card-arrow-label';
import { categoryImage } from './category-art';
import { DirectoryEmpty, RetryAlert } from './list-states';
import classes from './directory.module.css';

function CategoryCard({ category }: { category: ServiceCategory }) {
  return (
    <Link to={paths.directoryCategory.href(category.slug)} className={classes.card}>
      <img
        className={classes.cardImage}
        src={categoryImage(category)}
        alt=""
        width={480}
        height={300}
        loading="lazy"
      />
      <Box
        className={classes.cardBody}
        style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
      >
        <Text component="h3" m={0} ff="heading" fw={600} fz={21} lh={1.25} c="navy.9">
          {category.category}
        </Text>
        {category.custom_heading && (
          <Text mt={6} size="sm" c="gray.7" lh={1.5} lineClamp={2}>
            {category.custom_heading}
          </Text>
        )}
        <CardArrowLabel>{plural(category.services_count, 'service')}</CardArrowLabel>
      </Box>
    </Link>
  );
}

/**
 * The grid while the categories load, built like the cards it stands for (the same classes, and text of the
 * same font and line heights under each bar, two lines for the custom heading) so the cards that replace it
 * keep its size at every breakpoint: a smaller placeholder made the page shift (CLS 0.154 on a desktop).
 */
function CategoryGridSkeleton() {
  const blank = '\u00a0';
  return (
    <ul className={classes.categoryGrid} aria-hidden="true">
      {Array.from({ length: 8 }, (_, i) => (
        <li key={i}>
          <div className={classes.card}>
            <Skeleton className={classes.cardImage} radius={0} />
            <Box
              className={classes.cardBody}
              style={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}
            >
              <Skeleton width="70%">
                <Text ff="heading" fw={600} fz={21} lh={1.25}>
                  {blank}
                </Text>
              </Skeleton>
              <Skeleton mt={6}>
                <Text size="sm" lh={1.5}>
                  {blank}
                  <br />
                  {blank}
                </Text>
              </Skeleton>
              <Skeleton mt="auto" width="40%">
                <CardArrowLabel>{blank}</CardArrowLabel>
              </Skeleton>
            </Box>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The root categories as picture cards (spec 2.1); hidden categories never reach the client. */
export function CategoryGrid() {
  const query = useCategories();
  if (query.isPending) return <CategoryGridSkeleton />;
  if (query.isError)
    return (
      <RetryAlert
        title="We couldn't load the categories"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0)
    return (
      <DirectoryEmpty
        title="No categories yet"
        description="The directory's categories will appear here as soon as they are published."
        icon={<IconCategory size={28} aria-hidden="true" />}
        headingOrder={3}
      />
    );
  return (
    <ul className={classes.categoryGrid}>
      {query.data.map((category) => (
        <li key={category.id}>
          <CategoryCard category={category} />
        </li>
      ))}
    </ul>
  );
}

import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { Box, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { errors as texts } from '@marquee/contracts/messages';
import { useSuppliers, type SupplierFilters } from '../api/get-suppliers';
import { plural } from '../../../lib/format';
import { DirectoryEmpty, RetryAlert } from './list-states';
import { SupplierCard } from './supplier-card';
import { profileLinkState, type RequestContext } from '../lib/request-link';
import classes from './directory.module.css';

const ResultsPagination = lazy(() =>
  import('./results-pagination').then((m) => ({ default: m.ResultsPagination })),
);

export interface SupplierResultsProps {
  filters: SupplierFilters;
  /** Record this search for the statistics (a search the visitor started, not a page change or reload). */
  collect?: boolean;
  onPageChange: (page: number) => void;
  /** The list's heading, e.g. 'LED Screen Hire suppliers'. */
  heading: string;
  /** What to suggest when nothing matches. */
  emptyDescription?: ReactNode;
  emptyActions?: ReactNode;
  /** The list's service and place, carried to a profile opened from it for its 'Request quotes' (issue 21). */
  requestContext?: RequestContext;
}

const pageProps = (current: number) => (page: number) => ({
  'aria-label': `Page ${page}`,
  'aria-current': page === current ? ('page' as const) : undefined,
});
const controlProps = (control: 'first' | 'previous' | 'last' | 'next') => ({
  'aria-label': `${control[0]?.toUpperCase()}${control.slice(1)} page`,
});

function ResultsSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Box key={i} className={classes.premium} style={{ borderColor: 'var(--mantine-color-gray-2)' }}>
          <Skeleton height={72} width={72} radius="lg" />
          <Stack gap={10}>
            <Skeleton height={22} width="45%" />
            <Skeleton height={14} width="30%" />
            <Skeleton height={14} width="90%" />
            <Skeleton height={14} width="70%" />
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

/**
 * The suppliers of a directory list (spec 2.1, 7.2): premium listings first, 25 a page with Mantine's
 * pagination (up to 5 page numbers around the current one, spec 9), 'No matching Suppliers found' when
 * empty (spec 8), skeletons while loading and an inline retry when the call fails.
 */
export function SupplierResults({
  filters,
  collect = false,
  onPageChange,
  heading,
  emptyDescription,
  emptyActions,
  requestContext,
}: SupplierResultsProps) {
  const linkState = requestContext && profileLinkState(requestContext);
  const query = useSuppliers(filters, { collect });
  const top = useRef<HTMLDivElement>(null);
  const changePage = (page: number) => {
    onPageChange(page);
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  let body: ReactNode;
  if (query.isPending) body = <ResultsSkeleton />;
  else if (query.isError && !query.data)
    body = (
      <RetryAlert
        title="We couldn't load the suppliers"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  else if (query.data) {
    const { data, meta } = query.data;
    if (data.length === 0 && meta.total > 0)
      body = (
        <DirectoryEmpty
          title="This page is empty"
          description={`There are ${plural(meta.total, 'supplier')} on ${plural(meta.last_page, 'page')}.`}
          icon={<IconUsersGroup size={28} aria-hidden="true" />}
          headingOrder={3}
          actions={<Button onClick={() => changePage(1)}>Back to the first page</Button>}
        />
      );
    else if (data.length === 0)
      body = (
        <DirectoryEmpty
          title={texts.directoryEmpty}
          description={emptyDescription}
          icon={<IconUsersGroup size={28} aria-hidden="true" />}
          headingOrder={3}
          actions={emptyActions}
        />
      );
    else {
      const current = Math.min(filters.page, meta.last_page);
      const pagination = {
        total: meta.last_page,
        value: current,
        onChange: changePage,
        boundaries: 1,
        radius: 'xl',
        color: 'navy.9',
        getItemProps: pageProps(current),
        getControlProps: controlProps,
      };
      body = (
        <>
          <ul className={classes.supplierList} aria-label={heading}>
            {data.map((entry) => (
              <li key={entry.id}>
                <SupplierCard entry={entry} linkState={linkState} />
              </li>
            ))}
          </ul>
          {meta.last_page > 1 && (
            <Group component="nav" aria-label="Pages of results" justify="center" mt="xl">
              {/* Until it loads, an empty row of the controls' height (36 px at size md) keeps the footer still. */}
              <Suspense fallback={<Box h={36} />}>
                <ResultsPagination {...pagination} />
              </Suspense>
            </Group>
          )}
        </>
      );
    }
  }

  const meta = query.data?.meta;
  return (
    <Box
      ref={top}
      component="section"
      aria-labelledby="results-title"
      aria-busy={query.isFetching}
      style={{ scrollMarginTop: 96 }}
    >
      <Group justify="space-between" align="baseline" mb="md" wrap="wrap" gap="xs">
        <Title id="results-title" order={2} fz={{ base: 22, md: 26 }} c="navy.9">
          {heading}
        </Title>
        {meta && meta.total > 0 && (
          <Text c="gray.7" size="sm" role="status">
            {plural(meta.total, 'supplier')}
            {meta.last_page > 1 && ` · page ${Math.min(filters.page, meta.last_page)} of ${meta.last_page}`}
          </Text>
        )}
      </Group>
      <Box style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 120ms' }}>{body}</Box>
    </Box>
  );
}

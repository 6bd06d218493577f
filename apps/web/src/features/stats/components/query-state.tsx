import type { ReactNode } from 'react';
import { Center, Loader, Paper } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { describeError } from '../../../lib/api-error';

/** A query's loader, its failure, or its data given to `children`. */
export function QueryState<T>({
  query,
  label,
  children,
}: {
  query: UseQueryResult<T>;
  label: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorAlert>{describeError(query.error)}</ErrorAlert>;
  return (
    <Paper withBorder radius="lg" p="md">
      <Center py="xl">
        <Loader aria-label={label} />
      </Center>
    </Paper>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@marquee/contracts/admin-stats';
import { api } from '../../../lib/api-client';
import type { StatsRange } from '../lib/stats-range';
import { statsKey } from './get-stats';

/** GET admin/stats/health: the range against the one before it, overall, by service and by region. */
export const getHealth = (range: StatsRange, signal?: AbortSignal) =>
  api.get<HealthResponse>('admin/stats/health', { ...range }, { signal });

export const useHealth = (range: StatsRange) =>
  useQuery({
    queryKey: [...statsKey, 'health', range.date_from ?? '', range.date_to ?? ''],
    queryFn: ({ signal }) => getHealth(range, signal),
    placeholderData: keepPreviousData,
  });

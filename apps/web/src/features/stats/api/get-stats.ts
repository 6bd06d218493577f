import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StatsName, StatsPeriod, StatsResponse } from '@marquee/contracts/admin-stats';
import { api } from '../../../lib/api-client';
import type { StatsRange } from '../lib/stats-range';

export const statsKey = ['admin', 'stats'] as const;

/** GET admin/stats/{name}: the total and its parts in the range (service-requests: and its week or month bars). */
export const getStats = (name: StatsName, range: StatsRange, period?: StatsPeriod, signal?: AbortSignal) =>
  api.get<StatsResponse>(`admin/stats/${name}`, { ...range, ...(period ? { period } : {}) }, { signal });

export const statsQueryOptions = (name: StatsName, range: StatsRange, period?: StatsPeriod) =>
  queryOptions({
    queryKey: [...statsKey, name, range.date_from ?? '', range.date_to ?? '', period ?? ''],
    queryFn: ({ signal }) => getStats(name, range, period, signal),
    // A new range or period keeps the figures shown until the new ones arrive (no flash of loaders).
    placeholderData: keepPreviousData,
  });

export const useStats = (name: StatsName, range: StatsRange, period?: StatsPeriod) =>
  useQuery(statsQueryOptions(name, range, period));

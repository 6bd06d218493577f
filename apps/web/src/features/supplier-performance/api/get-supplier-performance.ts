import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SupplierPerformanceResponse } from '@marquee/contracts/supplier-performance';
import { api } from '../../../lib/api-client';

/** The period asked for: two UK days 'yyyy-mm-dd', both included. */
export interface PerformancePeriod {
  from: string;
  to: string;
}

/** GET supplier/performance: the supplier's figures for the period and the one before, with the plan's return. */
export const getSupplierPerformance = (period: PerformancePeriod, signal?: AbortSignal) =>
  api.get<SupplierPerformanceResponse>(
    'supplier/performance',
    { date_from: period.from, date_to: period.to },
    { signal },
  );

export const supplierPerformanceQueryOptions = (period: PerformancePeriod) =>
  queryOptions({
    queryKey: ['supplier-performance', period.from, period.to],
    queryFn: ({ signal }) => getSupplierPerformance(period, signal),
    // Switching the period keeps the last figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
    // The page shows its own failure, so no toast as well.
    meta: { silent: true },
  });

export const useSupplierPerformance = (period: PerformancePeriod) =>
  useQuery(supplierPerformanceQueryOptions(period));

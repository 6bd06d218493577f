import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogFilters, AuditLogResponse } from '@marquee/contracts/audit-log';
import { api } from '../../../lib/api-client';

export const auditLogKey = ['admin', 'audit-log'] as const;

/** GET admin/audit-log: administrator actions newest first, 50 a page, with the filters given. */
export const getAuditLog = (filters: AuditLogFilters, signal?: AbortSignal) =>
  api.get<AuditLogResponse>('admin/audit-log', filters, { signal });

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({
    queryKey: [...auditLogKey, filters],
    queryFn: ({ signal }) => getAuditLog(filters, signal),
    staleTime: 0,
  });

/** The previous page stays in view while the next one loads. */
export const useAuditLog = (filters: AuditLogFilters) =>
  useQuery({ ...auditLogQueryOptions(filters), placeholderData: keepPreviousData });

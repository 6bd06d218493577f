import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SettingsResponse } from '@marquee/contracts/admin-settings';
import { api } from '../../../lib/api-client';

export const settingsKey = ['admin', 'settings'] as const;

/** GET admin/settings: the number of free RFQs (spec 3 "Setting", 7.7). */
export const getSettings = (signal?: AbortSignal) =>
  api.get<SettingsResponse>('admin/settings', undefined, { signal });

export const settingsQueryOptions = () =>
  queryOptions({ queryKey: settingsKey, queryFn: ({ signal }) => getSettings(signal), staleTime: 0 });

export const useSettings = () => useQuery(settingsQueryOptions());

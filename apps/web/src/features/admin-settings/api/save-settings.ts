import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SettingsResponse, UpdateSettings } from '@marquee/contracts/admin-settings';
import { api } from '../../../lib/api-client';
import { auditLogKey } from './get-audit-log';
import { settingsKey } from './get-settings';

/** POST admin/settings: every free supplier's allowance follows at once. */
export const saveSettings = (body: UpdateSettings) => api.post<SettingsResponse>('admin/settings', body);

/** Silent: the form shows a 422 under its field and anything else in the error toast itself. */
export const useSaveSettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    meta: { silent: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // The change is a new row of the Activity tab.
      void queryClient.invalidateQueries({ queryKey: auditLogKey });
    },
  });
};

import { useMutation } from '@tanstack/react-query';
import { ukToday } from '@marquee/contracts/requests';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export type PromoExport = 'active' | 'past';

/**
 * GET admin/promo-codes/export-active or export-past: the CSV (active and scheduled codes, or used, expired
 * and archived ones), downloaded under the API's own file name.
 */
export const exportPromoCodes = (which: PromoExport) =>
  api
    .download(`admin/promo-codes/export-${which}`, { fileName: `promo-codes-${which}-${ukToday()}.csv` })
    .then(saveFile);

/** A failure is the one error toast. */
export const useExportPromoCodes = () => useMutation({ mutationFn: exportPromoCodes });

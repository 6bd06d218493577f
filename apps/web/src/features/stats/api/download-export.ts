import { useMutation } from '@tanstack/react-query';
import {
  exportFileName,
  exportPath,
  type ExportName,
  type ExportQueryInput,
} from '@marquee/contracts/admin-exports';
import { toastTexts } from '@marquee/contracts/toasts';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { showToast } from '../../../components/ui/toast';

export interface ExportRequest {
  name: ExportName;
  range: ExportQueryInput;
}

/**
 * GET admin/exports/{name}: the CSV fetched with the session's token (api.download) and handed to the browser
 * under the API's file name (lib/save-file, as the promo-code exports do). Resolves with that name.
 */
export const downloadExport = async ({ name, range }: ExportRequest) => {
  const file = await api.download(exportPath(name, range), {
    fileName: exportFileName(name, range.date_from, range.date_to),
  });
  saveFile(file);
  return file.fileName;
};

/** Says 'Export ready' with the file's name; a failure is the one error toast. */
export const useDownloadExport = () =>
  useMutation({
    mutationFn: downloadExport,
    onSuccess: (fileName) => showToast(toastTexts.exportReady(fileName)),
  });

import { useMutation } from '@tanstack/react-query';
import type { Payment } from '@marquee/contracts/subscriptions';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** GET subscriptions/payments/{id}/receipt: the VAT receipt of a successful payment, as a PDF. */
export const downloadReceipt = (payment: Pick<Payment, 'id' | 'receipt_number'>) =>
  api
    .download(`subscriptions/payments/${payment.id}/receipt`, { fileName: `${payment.receipt_number}.pdf` })
    .then(saveFile);

/** A failure is the one error toast (spec 8). */
export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });

import { useMutation } from '@tanstack/react-query';
import type { Payment } from '@marquee/contracts/subscriptions';
import { downloadFile } from '../../../lib/download-file';

/** GET subscriptions/payments/{id}/receipt: the VAT receipt of a successful payment, as a PDF. */
export const downloadReceipt = (payment: Pick<Payment, 'id' | 'receipt_number'>) =>
  downloadFile(`subscriptions/payments/${payment.id}/receipt`, `${payment.receipt_number}.pdf`);

/** A failure is the one error toast (spec 8). */
export const useDownloadReceipt = () => useMutation({ mutationFn: downloadReceipt });

import type { DbOrTx } from '../../db/client';
import { setPaymentRequested } from './admin-suppliers.repository';

/**
 * Marquee asked the supplier to pay: a limited supplier who had used the free allowance tried to answer a request
 * and got the upgrade prompt (the 402 of spec 8). Kept as the admin list's payment_requested_at, the last time
 * (docs/decisions/0065).
 */
export const notePaymentRequested = (db: DbOrTx, userId: number, at: Date = new Date()) =>
  setPaymentRequested(db, userId, at);

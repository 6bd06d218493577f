import type { Db } from '../../db/client';
import {
  createNotify,
  createOrganiser,
  createRequest,
  type FactoryUser,
  type RequestOptions,
} from '../../../test/factories';

/** The offers tests' routes and the request that reached a supplier. */
export const NOTIFIES = '/api/supplier/service-request-notifies';
export const QUOTES = '/api/supplier/service-request-quotes';

/** A request of a new organiser that reached the supplier (what matching does). */
export async function reached(db: Db, supplier: FactoryUser, opts: RequestOptions = {}, notify = {}) {
  const organiser = await createOrganiser(db);
  const request = await createRequest(db, organiser.id, opts);
  const row = await createNotify(db, request.id, supplier.id, notify);
  return { organiser, request, notify: row };
}

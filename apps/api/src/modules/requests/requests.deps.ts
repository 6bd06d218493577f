import type { FastifyInstance } from 'fastify';
import { requestTexts } from '@marquee/contracts/requests';
import type { DbOrTx } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { authorize, type Actor } from '../../lib/policy';
import { requestsPolicy } from './requests.policy';
import { requestObject } from './requests.presenter';
import { findRequestView } from './requests.repository';

/** What the requests module needs from the app. */
export type RequestsDeps = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'log' | 'jobs' | 'places' | 'storage'
>;

/** A refused transition: 409 with its text and a stable code. */
type RefusalCode = {
  [K in keyof typeof requestTexts]: (typeof requestTexts)[K] extends string ? K : never;
}[keyof typeof requestTexts];
export const refused = (code: RefusalCode) => new AppError(409, code, requestTexts[code]);

/** The organiser's request, visible only to them (404 otherwise). */
export async function visibleRequest(db: DbOrTx, actor: Actor, id: number) {
  const view = await findRequestView(db, id);
  if (!view) throw notFound();
  authorize(requestsPolicy, actor, 'read', requestObject({ ...view, reviewed: view.review_id !== null }));
  return view;
}

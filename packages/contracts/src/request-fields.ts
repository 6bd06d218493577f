import { z } from 'zod';
import { RequestStatus } from './enums';

/** Fields the request and quote contracts share (requests.ts, request-quotes.ts). */

/** A request's status as the organiser sees it: active, accepted or finished. */
export const status = z.union([
  z.literal(RequestStatus.active),
  z.literal(RequestStatus.accepted),
  z.literal(RequestStatus.finished),
]);

/** An empty query parameter is an absent one. */
export const blankAsAbsent = (v: unknown) => (v === '' ? undefined : v);

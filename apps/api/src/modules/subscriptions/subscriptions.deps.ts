import type { FastifyInstance } from 'fastify';

/** What the subscriptions module needs from the app. */
export type SubscriptionsDeps = Pick<
  FastifyInstance,
  'db' | 'config' | 'mailer' | 'log' | 'jobs' | 'payments'
>;

/**
 * Marquee's operation id of a row, for provider idempotency keys: its id and creation time, so a key never
 * names another row even when ids start again (a restored or reset database with the provider's state kept).
 */
export const operationId = (row: { id: number; createdAt: Date }) => `${row.id}.${row.createdAt.getTime()}`;

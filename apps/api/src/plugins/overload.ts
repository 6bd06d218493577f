import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors as texts } from '@marquee/contracts/messages';
import { DATABASE_RETRY_AFTER_SECONDS } from '../lib/database-unavailable';
import { AppError } from '../lib/errors';

/** A chat long poll: parked, not working, so it does not count (decision 0041). */
const isLongPoll = (url: string) => /[?&]longpolling=(1|true)\b/.test(url);

/**
 * Beyond saturation (issue 26, docs/decisions/0091): at most `maxInFlight` requests are worked on at once by this
 * process; one more is answered at once with 503 and `Retry-After` instead of queueing behind them until every
 * client has given up. Parked long polls are not counted. 0 turns the guard off.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, { maxInFlight }: { maxInFlight: number }) => {
  if (maxInFlight <= 0) return;
  let inFlight = 0;
  app.addHook('onRequest', async (request, reply) => {
    if (isLongPoll(request.url)) return;
    if (inFlight >= maxInFlight) {
      throw new AppError(503, 'service_unavailable', texts.serviceUnavailable, undefined, {
        retry_after: DATABASE_RETRY_AFTER_SECONDS,
      });
    }
    inFlight++;
    counted.add(request);
    // 'close' comes for every answer on a socket, sent or cut off; onResponse also for injected requests.
    reply.raw.once('close', () => done(request));
  });
  const counted = new WeakSet<object>();
  const done = (request: object) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onResponse', async (request) => done(request));
});

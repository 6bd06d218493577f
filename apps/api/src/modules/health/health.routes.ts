import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { errors as texts } from '@marquee/contracts/messages';
import { routeOptions } from '../../lib/routes';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../lib/database-unavailable';

const route = routeOptions(['system']);

/** Each dependency's check must answer within this time, or it counts as down: readiness never hangs. */
const CHECK_TIMEOUT_MS = 3000;

const check = z.enum(['ok', 'down']);
const readyChecks = z.object({ database: check, storage: check, jobs: check });

const within = <T>(work: Promise<T>, ms: number) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('check timed out')), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

/**
 * Liveness and readiness for the reverse proxy and the orchestrator (issue 26, docs/deploy.md). Both public: they
 * say whether this process can serve, nothing about the data.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    route.public({
      summary: 'Liveness: answers 200 while the process runs, whatever its dependencies',
      response: { 200: z.object({ status: z.literal('ok') }) },
    }),
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    route.public({
      summary:
        'Readiness: 200 when the database, the file storage and the job queue answer, else 503 with each check',
      response: {
        200: z.object({ status: z.literal('ok'), database_kind: z.string(), checks: readyChecks }),
        503: errorResponse.and(z.object({ checks: readyChecks })),
      },
    }),
    async (_request, reply) => {
      const probes = {
        database: () => app.db.execute(sql`select 1`),
        // A key no upload can have (keys are random names in folders): a reachable store answers "none".
        storage: () => app.storage.get('uploads/.ready-probe').then((file) => file?.body.destroy()),
        jobs: () => app.jobs.ping(),
      };
      const names = Object.keys(probes) as (keyof typeof probes)[];
      const results = await Promise.allSettled(names.map((n) => within(probes[n](), CHECK_TIMEOUT_MS)));
      const checks = Object.fromEntries(
        names.map((n, i) => [n, results[i]!.status === 'fulfilled' ? 'ok' : 'down']),
      ) as z.infer<typeof readyChecks>;
      results.forEach((r, i) => {
        if (r.status === 'rejected') app.log.warn({ err: r.reason, check: names[i] }, 'not ready');
      });
      if (Object.values(checks).every((c) => c === 'ok')) {
        return { status: 'ok' as const, database_kind: app.database.kind, checks };
      }
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: texts.serviceUnavailable, code: 'not_ready', checks });
    },
  );
};

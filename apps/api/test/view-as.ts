import { expect } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { auditLog } from '../src/db/schema/audit';
import type { RegisteredRoute } from '../src/plugins/access';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';

/*
 * Helpers of the support-tool tests (docs/decisions/0071): start "View Dashboard As" through its route, read the
 * audit rows, and call every route of the registry once.
 */

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `POST admin/auth/login-as` as `admin`: the view-only token of `userId`. */
export async function viewAs(app: FastifyInstance, admin: { auth: object }, userId: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login-as',
    headers: admin.auth as Record<string, string>,
    payload: { user_id: userId },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { access_token: string; expires_at: string };
}

/** The audit rows of one action, oldest first. */
export const auditRows = (db: Db, action: string) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action)))
    .orderBy(asc(auditLog.id));

/** Every route once: the HEAD routes Fastify adds for each GET are left out. */
export function everyRoute(routes: RegisteredRoute[]) {
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes.filter((r) => !(r.method === 'HEAD' && gets.has(r.url)));
}

/** A concrete URL for a route: path parameters become an id that does not exist, wildcards a name. */
export const concreteUrl = (url: string) => url.replace(/:[A-Za-z_]\w*/g, '999999').replace(/\*/g, 'x');

export const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** A view-only token of `userId` issued straight in the database, as `admin` would start it (no audit row). */
export const viewToken = async (db: Db, userId: number, admin: { id: number }) =>
  bearer(await issueAccessToken(db, userId, { impersonatorId: admin.id }));

/** One call of a route as the matrices make it: a made-up id, and an empty body for a write. */
export const callRoute = (
  app: FastifyInstance,
  route: RegisteredRoute,
  headers: Record<string, string>,
  extra: { remoteAddress?: string } = {},
) =>
  app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    ...extra,
    ...(isRead(route.method) ? {} : { payload: {} }),
  });

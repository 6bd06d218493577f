import { describe, expect, it } from 'vitest';
import type { Access } from '@marquee/contracts/api';
import { errors as errorTexts } from '@marquee/contracts/messages';
import { issueAccessToken } from '../src/modules/auth/access-tokens.repository';
import type { RegisteredRoute } from '../src/plugins/access';
import { EVERY_ROUTE_TIMEOUT, useTestApp } from './harness';
import { createUser } from './factories';
import { bearer, concreteUrl, everyRoute, isRead } from './view-as';

/*
 * The authorization matrix for a view-only session ("View Dashboard As", docs/decisions/0071), beside the matrix of
 * guests and roles (authorization-matrix.test.ts): an administrator's session of an organiser or a supplier reads
 * as that user, gets 403 'Not available while viewing as another user' on every signed-in write but ending the
 * view, and is a guest on public routes.
 */

type Viewed = 'organiser' | 'supplier';

/** What a view-only session of `role` must get from a route: 'allowed', 'refused' (403) or 'view-only'. */
function expected(route: RegisteredRoute, role: Viewed): 'allowed' | 'refused' | 'view-only' {
  const access = route.options.config?.access as Access;
  if (access === 'public') return 'allowed';
  if (!isRead(route.method) && !route.options.config?.whileViewing) return 'view-only';
  return access === 'signed-in' || access.includes(role) ? 'allowed' : 'refused';
}

describe('view-only sessions in the authorization matrix (issue 22)', () => {
  const t = useTestApp();

  it(
    'answers a view-only session of an organiser and of a supplier as each route declares, never with a 5xx',
    async () => {
      const admin = await createUser(t.db, 'admin');
      const viewOf = async (role: Viewed) =>
        issueAccessToken(t.db, (await createUser(t.db, role)).id, { impersonatorId: admin.id });
      const tokens = { organiser: await viewOf('organiser'), supplier: await viewOf('supplier') };
      const failures: string[] = [];
      for (const route of everyRoute(t.app.registeredRoutes)) {
        for (const role of ['organiser', 'supplier'] as const) {
          // Ending the view uses up its session: a fresh one then.
          const token = route.options.config?.whileViewing ? await viewOf(role) : tokens[role];
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: concreteUrl(route.url),
            headers: bearer(token),
            ...(isRead(route.method) ? {} : { payload: {} }),
          });
          const want = expected(route, role);
          const label = `${route.method} ${route.url} viewing as ${role}: ${res.statusCode}`;
          const refused = res.statusCode === 401 || res.statusCode === 403;
          if (res.statusCode >= 500) failures.push(`${label} (5xx: ${res.body.slice(0, 200)})`);
          else if (want === 'allowed' && refused) failures.push(`${label}, expected access`);
          else if (want === 'refused' && res.statusCode !== 403) failures.push(`${label}, expected 403`);
          else if (
            want === 'view-only' &&
            (res.statusCode !== 403 || res.json().message !== errorTexts.viewingAsAnotherUser)
          )
            failures.push(`${label}, expected 403 ${errorTexts.viewingAsAnotherUser}`);
        }
      }
      expect(failures).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

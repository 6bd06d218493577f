import { describe, expect, it } from 'vitest';
import { EVERY_ROUTE_TIMEOUT, useTestApp } from './harness';
import { createUser } from './factories';
import { authorizationTable, outcomeFailure, routeName } from './authorization-table';
import { callRoute, everyRoute, viewToken } from './view-as';

/*
 * The authorization matrix for a view-only session ("View Dashboard As", docs/decisions/0071), beside the matrix of
 * guests and roles (authorization-matrix.test.ts): an administrator's session of an organiser or a supplier reads
 * as that user, gets 403 'Not available while viewing as another user' on every signed-in write but ending the
 * view, and is a guest on public routes. The outcome of each route is its row in test/authorization-table.ts.
 */

describe('view-only sessions in the authorization matrix (issue 22)', () => {
  const t = useTestApp();

  it(
    'answers a view-only session of an organiser and of a supplier as test/authorization-table.ts says, never with a 5xx',
    async () => {
      const admin = await createUser(t.db, 'admin');
      const viewOf = async (role: 'organiser' | 'supplier') =>
        viewToken(t.db, (await createUser(t.db, role)).id, admin);
      const tokens = { organiser: await viewOf('organiser'), supplier: await viewOf('supplier') };
      const failures: string[] = [];
      for (const route of everyRoute(t.app.registeredRoutes)) {
        const row = authorizationTable.get(routeName(route));
        if (!row) continue; // reported by authorization-matrix.test.ts
        for (const role of ['organiser', 'supplier'] as const) {
          // Ending the view uses up its session: a fresh one then.
          const token = route.options.config?.whileViewing ? await viewOf(role) : tokens[role];
          const res = await callRoute(t.app, route, token);
          const failure = outcomeFailure(
            `${routeName(route)} viewing as ${role}`,
            res,
            row.outcomes[`view-${role}`],
          );
          if (failure) failures.push(failure);
        }
      }
      expect(failures).toEqual([]);
    },
    EVERY_ROUTE_TIMEOUT,
  );
});

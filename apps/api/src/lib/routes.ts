import type { FastifySchema } from 'fastify';
import type { Access } from '@marquee/contracts/api';
import { idParams } from '@marquee/contracts/requests';
import type { PolicyName, PolicyRef } from './policy';

/** The OpenAPI security of a route that needs a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Access of a route for signed-in users only. */
type SignedInAccess = Exclude<Access, 'public'>;

/** A schema's `params`, or the `:id` of the object when it names none. */
type WithIdParams<S> = S extends { params: unknown } ? S : S & { params: typeof idParams };

/**
 * The options every signed-in route of a module repeats: its OpenAPI tags, the bearer security and,
 * for a route over an owned object, the `:id` params. Who may call the route stays at the route:
 *
 *   const route = routeOptions(['organiser requests']);
 *   app.get('/organiser/service-requests/:id',
 *     route.owned(organiser, 'service_requests', 'read', { summary, response }), handler);
 *
 * The schema is spread last, so a route may name other `params` or `tags`.
 */
export function routeOptions(tags: string[]) {
  return {
    /**
     * A route for signed-in users of `access` (config.access) with no ownership policy: not over an owned
     * object, or an admin-only one (which names its own `params`).
     */
    signedIn<S extends FastifySchema>(access: SignedInAccess, schema: S) {
      return { config: { access }, schema: { tags, security: bearerSecurity, ...schema } };
    },
    /**
     * A route over the object named by its `:id` (idParams unless the schema names others): its
     * config.policy is the policy `name` and the `action` the route performs.
     */
    owned<N extends PolicyName, S extends FastifySchema>(
      access: SignedInAccess,
      name: N,
      action: Extract<PolicyRef, { name: N }>['action'],
      schema: S,
    ) {
      return {
        config: { access, policy: { name, action } as PolicyRef },
        // The spread's own type would intersect both params; the schema's, when given, is the one kept.
        schema: { tags, security: bearerSecurity, params: idParams, ...schema } as unknown as {
          tags: string[];
          security: typeof bearerSecurity;
        } & WithIdParams<S>,
      };
    },
  };
}

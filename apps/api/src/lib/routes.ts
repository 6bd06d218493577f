import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { Access } from '@marquee/contracts/api';
import { idParams } from '@marquee/contracts/whole-number';
import type { PolicyName, PolicyRef } from './policy';

/** The OpenAPI security of a route that needs a bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/** Access of a route for signed-in users only. */
type SignedInAccess = Exclude<Access, 'public'>;

/** What a route may declare besides who may call it: its rate limit, its HTTP cache, the holds it lets through. */
type RouteConfig = Omit<FastifyContextConfig, 'access' | 'policy'>;

/** A schema's `params`, or the `:id` of the object when it names none. */
type WithIdParams<S> = S extends { params: unknown } ? S : S & { params: typeof idParams };

/**
 * The options of every route of a module: who may call it (config.access, and config.policy over an owned
 * object), its OpenAPI tags and, for signed-in routes, the bearer security. Every route file declares its routes
 * through it (requests.routes.ts is the model):
 *
 *   const route = routeOptions(['organiser requests']);
 *   app.get('/organiser/service-requests/:id',
 *     route.owned(organiser, 'service_requests', 'read', { summary, response }), handler);
 *
 * The schema is spread last, so a route may name other `params` or `tags`. The last argument adds the rest of
 * the route's config (rateLimit, cache, whileHeld) beside its access.
 */
export function routeOptions(tags: string[]) {
  return {
    /** A route anyone may call; a bearer token, when sent, still says who is asking (request.auth). */
    public<S extends FastifySchema>(schema: S, config: Omit<RouteConfig, 'whileHeld' | 'whileViewing'> = {}) {
      return { config: { access: 'public' as const, ...config }, schema: { tags, ...schema } };
    },
    /**
     * A route for signed-in users of `access` that is not over an object named by its path: a list, a create,
     * or an admin-only route (which names its own `params`). A route whose service checks an ownership policy
     * on an object named in its body or query declares it in `config.policy`.
     */
    signedIn<S extends FastifySchema>(
      access: SignedInAccess,
      schema: S,
      config: RouteConfig & { policy?: PolicyRef } = {},
    ) {
      return { config: { access, ...config }, schema: { tags, security: bearerSecurity, ...schema } };
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
      config: RouteConfig = {},
    ) {
      return {
        config: { access, policy: { name, action } as PolicyRef, ...config },
        // The spread's own type would intersect both params; the schema's, when given, is the one kept.
        schema: { tags, security: bearerSecurity, params: idParams, ...schema } as unknown as {
          tags: string[];
          security: typeof bearerSecurity;
        } & WithIdParams<S>,
      };
    },
  };
}

import type { FastifyInstance } from 'fastify';
import type { RoleName } from '@marquee/contracts/enums';
import type { Db } from '../src/db/client';
import { refusal, type Actor, type Policy } from '../src/lib/policy';
import type { RegisteredRoute } from '../src/plugins/access';
import { createUser, type FactoryUser } from './factories';
import { ownedObjects, type OwnedObject } from './owned-objects';

/** A factory with its types erased: the matrix walks every policy alike. */
interface AnyFactory {
  policy: Policy<unknown>;
  build(db: Db, owner: FactoryUser, route: RegisteredRoute): Promise<OwnedObject<unknown>>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every route that declares an ownership policy (HEAD twins of GET routes are checked through their GET). */
export function policyRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return routes.filter((r) => r.options.config?.policy !== undefined && r.method !== 'HEAD');
}

const actor = (user: FactoryUser): Actor => ({ id: user.id, role: user.role });

const fill = (url: string, params: Record<string, string | number>) =>
  url.replace(/:([A-Za-z_]\w*)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`the factory gave no value for :${name} of ${url}`);
    return encodeURIComponent(String(value));
  });

/** The non-admin roles a route lets in: owners of objects are organisers or suppliers. */
function ownerRoles(route: RegisteredRoute): RoleName[] {
  const access = route.options.config?.access;
  if (access === 'signed-in') return ['organiser', 'supplier'];
  if (access === undefined || access === 'public') return [];
  return access.filter((r) => r !== 'admin');
}

const adminAllowedByAccess = (route: RegisteredRoute) => {
  const access = route.options.config?.access;
  return access === 'signed-in' || (Array.isArray(access) && access.includes('admin'));
};

/**
 * The ownership half of the authorization matrix (docs/decisions/0020). For each route with a policy and
 * each role it lets in, an object owned by user A is built by the policy's factory, then:
 * another user B of the same role must be refused, with the status the policy gives (404 when the object
 * is none of their business, 403 when they may see it); the administrator and the owner A get what the
 * policy says for them (A may still be refused an action, e.g. a supplier deleting their own account).
 * "Let through" means no 401/403/404 and no 5xx. A fresh object is built for each request.
 * Returns one line per failure.
 */
export async function checkOwnedRoutes(app: FastifyInstance, db: Db): Promise<string[]> {
  const failures: string[] = [];
  for (const route of policyRoutes(app.registeredRoutes)) {
    const ref = route.options.config?.policy;
    if (!ref) continue;
    const factory = (ownedObjects as unknown as Record<string, AnyFactory | undefined>)[ref.name];
    const label = `${route.method} ${route.url} (${ref.name}.${ref.action})`;
    if (!factory) {
      failures.push(`${label}: no factory for the policy in test/owned-objects.ts`);
      continue;
    }
    const { policy } = factory;
    for (const role of ownerRoles(route)) {
      const owner = await createUser(db, role);
      const other = await createUser(db, role);
      const admin = await createUser(db, 'admin');
      const personas: Array<[string, FactoryUser]> = [
        [`another ${role}`, other],
        ...(adminAllowedByAccess(route) ? [['admin', admin] as [string, FactoryUser]] : []),
        [`the owning ${role}`, owner],
      ];
      for (const [name, user] of personas) {
        const owned = await factory.build(db, owner, route);
        const want = refusal(policy, actor(user), ref.action, owned.object);
        if (user === other && want === null) {
          failures.push(`${label}: the policy lets ${name} do it to someone else's object`);
          continue;
        }
        const res = await app.inject({
          method: route.method as 'GET',
          url: fill(route.url, owned.params) + (owned.query ? `?${new URLSearchParams(owned.query)}` : ''),
          headers: user.auth,
          ...(WRITE_METHODS.has(route.method) ? { payload: owned.body ?? {} } : {}),
        });
        const got = `${name}: ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${label} as ${got} (5xx: ${res.body.slice(0, 200)})`);
        else if (want !== null && res.statusCode !== want)
          failures.push(`${label} as ${got}, expected ${want}`);
        else if (want === null && [401, 403, 404].includes(res.statusCode))
          failures.push(`${label} as ${got}, expected to be let through`);
      }
    }
  }
  return failures;
}

import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@marquee/contracts/api';
import { roleName, type RoleName } from '@marquee/contracts/enums';
import { findByAccessToken, type UserRow } from '../modules/auth/access-tokens.repository';
import { forbidden, unauthenticated } from '../lib/errors';
import type { PolicyRef } from '../lib/policy';

export interface AuthContext {
  user: UserRow;
  role: RoleName;
  tokenId: number;
  /** Set when an administrator is using "log in as". */
  impersonatorId: number | null;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  options: RouteOptions;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Every route must declare it; the server refuses to start otherwise. */
    access?: Access;
    /**
     * The ownership policy and action of a route over an owned object (docs/decisions/0020). Required
     * when `needsPolicy` says so; the server refuses to start otherwise, and the authorization matrix
     * tests the owner against another user of the same role.
     */
    policy?: PolicyRef;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Every route with its declared access, for the authorization matrix test. */
    registeredRoutes: RegisteredRoute[];
  }
}

/**
 * A route over an owned object: callable only by signed-in users, not an admin-only (moderation) route,
 * with a path parameter that names the object. Such a route must declare its `config.policy`.
 */
export function needsPolicy(url: string, access: Access | undefined): boolean {
  if (access === undefined || access === 'public') return false;
  if (access !== 'signed-in' && access.every((role) => role === 'admin')) return false;
  return /:[A-Za-z_]/.test(url);
}

/** The signed-in user, for handlers of routes whose access excludes guests. */
export function requireAuth(request: { auth: AuthContext | null }): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

const bearer = (header: string | undefined) => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

/**
 * Resolves the bearer token and enforces each route's declared access before the body is read,
 * so a guest gets 401 and a wrong role 403 whatever the payload.
 */
export const accessPlugin = fp(async (app: FastifyInstance) => {
  const routes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.decorateRequest('auth', null);

  app.addHook('onRoute', (options) => {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) routes.push({ method, url: options.url, options });
  });

  app.addHook('onReady', async () => {
    const missing = routes.filter((r) => r.options.config?.access === undefined);
    if (missing.length > 0) {
      throw new Error(
        `Routes without a declared access (config.access): ${missing.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
    const unowned = routes.filter(
      (r) => needsPolicy(r.url, r.options.config?.access) && r.options.config?.policy === undefined,
    );
    if (unowned.length > 0) {
      throw new Error(
        `Routes over an owned object without a policy (config.policy): ${unowned.map((r) => `${r.method} ${r.url}`).join(', ')}`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    const token = bearer(request.headers.authorization);
    if (token) {
      const found = await findByAccessToken(app.db, token);
      const role = found ? roleName(found.user.role) : undefined;
      if (found && role) {
        request.auth = {
          user: found.user,
          role,
          tokenId: found.tokenId,
          impersonatorId: found.impersonatorId,
        };
      }
    }
    if (access === undefined || access === 'public') return;
    if (!request.auth) throw unauthenticated();
    if (access === 'signed-in') return;
    if (!access.includes(request.auth.role)) throw forbidden();
  });
});

/** Marks every route registered in this scope as public: for third-party plugins (docs, static files). */
export function markScopePublic(scope: FastifyInstance) {
  scope.addHook('onRoute', (options) => {
    options.config = { ...options.config, access: options.config?.access ?? 'public' };
  });
}

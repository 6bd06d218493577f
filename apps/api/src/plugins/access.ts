import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Access } from '@marquee/contracts/api';
import { roleName } from '@marquee/contracts/enums';
import { errors as texts } from '@marquee/contracts/messages';
import type { AuthContext, TokenLookup } from '../lib/auth-context';
import { forbidden, unauthenticated } from '../lib/errors';
import { supplierHeld, supplierHoldOf, type SupplierHold } from '../lib/supplier-hold';
import type { PolicyRef } from '../lib/policy';

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
    /**
     * The holds under which a held supplier (supplier-hold.ts) may still call this signed-in route; every other
     * signed-in route answers such an account 403 with the spec 4 text, whatever its token (docs/decisions/0045).
     */
    whileHeld?: readonly SupplierHold[];
    /**
     * A signed-in write that a view-only session ("View Dashboard As") may still make. Every other signed-in route
     * refuses such a session any method but GET and HEAD (docs/decisions/0071); only ending the view declares it.
     */
    whileViewing?: true;
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

/** Methods that only read: all a view-only session may use, but the routes that declare `whileViewing`. */
const READ_METHODS = new Set(['GET', 'HEAD']);

/** The 403 of a change tried with a view-only session (docs/decisions/0071). */
export const viewOnly = () => forbidden(texts.viewingAsAnotherUser, 'view_only');

const bearer = (header: string | undefined) => {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
};

export interface AccessOptions {
  /** Resolves a bearer token (the auth module's lookup in access_tokens; buildApp's `tokenLookup` seam). */
  lookupToken: TokenLookup;
}

/**
 * Resolves the bearer token and enforces each route's declared access before the body is read,
 * so a guest gets 401 and a wrong role 403 whatever the payload. A held supplier (under review once
 * submitted, or rejected) gets the spec 4 403 on every signed-in route but those that declare `whileHeld`.
 * An administrator's view-only session ("View Dashboard As") reads as the user and changes nothing: any other
 * method gets 403 'Not available while viewing as another user' on a signed-in route but those that declare
 * `whileViewing`, and is a guest's on a public one (docs/decisions/0071).
 */
export const accessPlugin = fp(async (app: FastifyInstance, { lookupToken }: AccessOptions) => {
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
    const open = access === undefined || access === 'public';
    if (token) {
      const found = await lookupToken(token);
      const role = found ? roleName(found.user.role) : undefined;
      const hold = found ? supplierHoldOf(found.user.role, found.supplier) : null;
      // A held supplier's token opens nothing: public routes answer as to a guest, the others refuse it
      // unless the route lets that hold through (reading one's onboarding state, logging out).
      if (hold && !open && !request.routeOptions.config.whileHeld?.includes(hold)) throw supplierHeld(hold);
      // A view-only session changes nothing: one rule here rather than a check in every route that writes. On a
      // public route it is a guest's, so nothing public is written in the user's name either.
      const viewOnlyWrite = found?.impersonatorId != null && !READ_METHODS.has(request.method);
      if (viewOnlyWrite && !open && !request.routeOptions.config.whileViewing) throw viewOnly();
      if (found && role && !(hold && open) && !(viewOnlyWrite && open)) {
        request.auth = {
          user: found.user,
          role,
          tokenId: found.tokenId,
          impersonatorId: found.impersonatorId,
        };
      }
    }
    if (open) return;
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

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config/env';
import { hitCountersFor } from '../lib/hit-counters';
import { DEFERRED_LOADER_CSP } from '../lib/deferred-scripts';
import { rateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * One budget per address (AUTH_RATE_LIMIT_PER_IP per AUTH_RATE_WINDOW_MINUTES) shared by every route that
     * opts in with `config: { rateLimit: app.authRateLimit }`: sign-in (password or e-mailed link), both
     * sign-ups, forgot, reset, resend confirmation and change password.
     */
    authRateLimit: { max: number; timeWindow: number; groupId: string };
  }
}

const MINUTE = 60_000;

/**
 * Per-address limits of the public routes a person calls from a form (docs/decisions/0048): each route its
 * own budget. `config: { rateLimit: publicRateLimits.emailCheck }`.
 */
export const publicRateLimits = {
  /** GET users?filters[email]=: whether an e-mail is registered. */
  emailCheck: { max: 20, timeWindow: MINUTE },
  serviceSuggestions: { max: 10, timeWindow: MINUTE },
  serviceUnknowns: { max: 10, timeWindow: MINUTE },
} as const;

/** Half a year, with subdomains: helmet's default. */
const HSTS = 'max-age=15552000; includeSubDomains';

/** Security headers, closed CORS, and rate limits that routes opt into. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  // When Stripe takes the cards, the web app's card form loads Stripe.js, whose fields are frames from Stripe and
  // which calls Stripe's API (Stripe's CSP guide); the sandbox needs none of it.
  const stripe = Boolean(config.STRIPE_SECRET_KEY);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The one inline script: the loader of a server-rendered page's code (lib/deferred-scripts.ts), by its hash.
        scriptSrc: ["'self'", DEFERRED_LOADER_CSP, ...(stripe ? ['https://js.stripe.com'] : [])],
        ...(stripe ? { frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'] } : {}),
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images and documents may be shown by other sites (e.g. e-mail clients).
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Sent below, and only over HTTPS: on plain HTTP the header means nothing to a browser and tells a
    // local server's users to expect HTTPS where there is none.
    hsts: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // request.protocol is "https" on a TLS socket, or behind a trusted proxy that says X-Forwarded-Proto: https.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  // The CORS preflight route answers anyone; CORS itself decides which origins get headers.
  app.addHook('onRoute', (options) => {
    if (options.method === 'OPTIONS' && options.url === '*')
      options.config = { ...options.config, access: 'public' };
  });
  await app.register(cors, { origin: origins.length > 0 ? origins : false, credentials: false });
  // One budget per route, or per group for routes that share a groupId, counted in the database on PostgreSQL (every
  // process shares it) and in memory on PGlite (docs/decisions/0090). Every 429 carries Retry-After (the plugin's
  // default headers).
  const store = rateLimitStore(hitCountersFor(app.database, 100_000));
  await app.register(rateLimit, { global: false, store });
  app.decorate('authRateLimit', {
    max: config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: config.AUTH_RATE_WINDOW_MINUTES * MINUTE,
    groupId: 'auth',
  });
});

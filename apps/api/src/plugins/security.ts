import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { Config } from '../config/env';

declare module 'fastify' {
  interface FastifyInstance {
    /** Per-IP limit for the sign-in, sign-up, forgot and reset routes: `config: { rateLimit: app.authRateLimit }`. */
    authRateLimit: { max: number; timeWindow: number };
  }
}

/** Security headers, closed CORS, and rate limits that routes opt into. */
export const securityPlugin = fp(async (app: FastifyInstance, { config }: { config: Config }) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Images and documents may be shown by other sites (e.g. e-mail clients).
    crossOriginResourcePolicy: { policy: 'same-site' },
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
  await app.register(rateLimit, { global: false });
  app.decorate('authRateLimit', {
    max: config.AUTH_RATE_LIMIT_PER_IP,
    timeWindow: config.AUTH_RATE_WINDOW_MINUTES * 60_000,
  });
});

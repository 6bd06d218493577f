import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import qs from 'qs';
import type { Config } from './config/env';
import type { Database, Db } from './db/client';
import { accessPlugin } from './plugins/access';
import { errorsPlugin } from './plugins/errors';
import { securityPlugin } from './plugins/security';
import { openapiPlugin } from './plugins/openapi';
import { webPlugin } from './plugins/web';
import { healthRoutes } from './modules/health/health.routes';
import { defaultWebDistDir } from './lib/paths';

export interface AppDeps {
  config: Config;
  database: Database;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

/** Builds the whole application: plugins first, then every module's routes under /api. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
          },
    trustProxy: config.TRUST_PROXY,
    // filters[email]=x arrives as { filters: { email: 'x' } }, as the spec's calls expect.
    routerOptions: { querystringParser: (s: string) => qs.parse(s, { depth: 2, arrayLimit: 100 }) },
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  await app.register(errorsPlugin);
  await app.register(accessPlugin);
  await app.register(securityPlugin, { config });
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(webPlugin, { distDir: config.WEB_DIST_DIR ?? defaultWebDistDir() });
  return app;
}

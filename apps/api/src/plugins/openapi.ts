import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { markScopePublic } from './access';

/** The OpenAPI document, built from each route's zod schemas, at /api/docs (JSON at /api/docs/json). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Marquee API',
        description: 'The UK events marketplace. Plan it, source it, book it.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (scope) => {
    markScopePublic(scope);
    await scope.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});

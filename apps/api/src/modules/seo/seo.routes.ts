import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors as texts } from '@marquee/contracts/messages';
import { wholeNumber } from '@marquee/contracts/whole-number';
import { routeOptions } from '../../lib/routes';
import { robotsTxt, sitemapXml } from './seo.service';

const route = routeOptions(['seo']);

const sitemapQuery = z.object({
  /** A file of a split sitemap (more than 40,000 pages), as the sitemap index lists them. */
  page: wholeNumber({ max: 999_999 }).optional(),
});

/** /sitemap.xml and /robots.txt, at the site root where crawlers look for them (docs/decisions/0011). */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  const appUrl = app.config.APP_URL;

  app.get(
    '/sitemap.xml',
    route.public({
      summary: 'Sitemap of the public pages and the directory',
      querystring: sitemapQuery,
    }),
    async (request, reply) => {
      const xml = await sitemapXml(app.db, appUrl, request.query.page);
      if (xml === null) return reply.status(404).send({ message: texts.notFound, code: 'not_found' });
      // The directory part follows the catalogue: an administrator's change is in the next answer (decision 0076).
      return reply
        .header('cache-control', 'public, max-age=0')
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );

  app.get('/robots.txt', route.public({ summary: 'Rules for crawlers' }), async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(appUrl)),
  );
};

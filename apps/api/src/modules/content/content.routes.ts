import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CachePolicy } from '../../plugins/http-cache';
import { partnersResponse, testimonialsResponse } from '@marquee/contracts/content';
import { getPartners, getTestimonials } from './content.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['content']);

/**
 * Administrators edit these lists (decision 0074): a browser revalidates on every visit (a 304 while the ETag
 * holds), so a change shows on the next visit rather than after the 5 minutes of the other public content.
 */
const REVALIDATE: CachePolicy = { maxAge: 0 };

/** Public content of the marketing pages: the 'Endorsed by' partners and the testimonials (spec 7.2). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    route.public(
      {
        summary: "The 'Endorsed by' companies, in display order",
        response: { 200: partnersResponse },
      },
      { cache: REVALIDATE },
    ),
    async () => getPartners(app),
  );

  app.get(
    '/testimonials',
    route.public(
      {
        summary: 'Organisers’ reviews of Marquee, newest first',
        response: { 200: testimonialsResponse },
      },
      { cache: REVALIDATE },
    ),
    async () => getTestimonials(app),
  );
};

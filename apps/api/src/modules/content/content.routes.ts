import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PUBLIC_CONTENT_CACHE } from '../../plugins/http-cache';
import { partnersResponse, testimonialsResponse } from '@marquee/contracts/content';
import { getPartners, getTestimonials } from './content.service';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['content']);

/** Public content of the marketing pages: the 'Endorsed by' partners and the testimonials (spec 7.2). */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners',
    route.public(
      {
        summary: "The 'Endorsed by' companies, in display order",
        response: { 200: partnersResponse },
      },
      { cache: PUBLIC_CONTENT_CACHE },
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
      { cache: PUBLIC_CONTENT_CACHE },
    ),
    async () => getTestimonials(app),
  );
};

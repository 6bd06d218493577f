import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  adminPricePlanResponse,
  adminPricePlansResponse,
  checkPriceQuery,
  checkPriceResponse,
  createPricePlanBody,
  createPromoCodeBody,
  pricePlansResponse,
  promoCodeResponse,
  promoCodesResponse,
  updatePricePlanBody,
  updatePromoCodeBody,
} from '@marquee/contracts/billing';
import { ukToday } from '@marquee/contracts/requests';
import { idParams } from '@marquee/contracts/whole-number';
import { routeOptions } from '../../lib/routes';
import { requireAuth } from '../../lib/auth-context';
import { PUBLIC_CONTENT_CACHE } from '../../plugins/http-cache';
import {
  cancelPromo,
  checkPlanPrice,
  createPlan,
  createPromo,
  editPlan,
  editPromoDates,
  exportPromos,
  listAdminPlans,
  listPlans,
  listPromos,
  setPlanArchived,
} from './billing.service';

const admin = ['admin'] as const;
const planTags = ['pricing plans'];
const promoTags = ['promo codes'];
const planRoute = routeOptions(planTags);
const promoRoute = routeOptions(promoTags);

/** Pricing plans, promo codes and the price check (spec 7.2, 7.5, 7.7; docs/decisions/0042). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/price-plans',
    planRoute.public(
      {
        summary: 'Plans available to new subscribers, cheapest monthly price first',
        response: { 200: pricePlansResponse },
      },
      { cache: PUBLIC_CONTENT_CACHE },
    ),
    async () => listPlans(app.db),
  );

  app.get(
    '/subscriptions/check-price',
    routeOptions(['subscriptions']).signedIn(['supplier'], {
      summary:
        'The price of a plan for a period, and with a promo code the discounted monthly price (yearly orders are checked as monthly); 422 for a code that cannot be used',
      querystring: checkPriceQuery,
      response: { 200: checkPriceResponse, 422: errorResponse },
    }),
    async (request) => checkPlanPrice(app.db, requireAuth(request).user.id, request.query),
  );

  app.get(
    '/admin/price-plans',
    planRoute.signedIn(admin, {
      summary: 'Every plan, archived ones too, with its supplier count; cheapest monthly price first',
      response: { 200: adminPricePlansResponse },
    }),
    async () => listAdminPlans(app.db),
  );

  app.post(
    '/admin/price-plans',
    planRoute.signedIn(admin, {
      summary: 'Add a plan (spec 5 "Pricing plan add")',
      body: createPricePlanBody,
      response: { 201: adminPricePlanResponse, 422: errorResponse },
    }),
    async (request, reply) =>
      reply.status(201).send(await createPlan(app.db, requireAuth(request), request.body)),
  );

  app.put(
    '/admin/price-plans/:id',
    planRoute.signedIn(admin, {
      summary: "Edit a plan's name and description (its type, prices and service limit are fixed)",
      params: idParams,
      body: updatePricePlanBody,
      response: { 200: adminPricePlanResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => editPlan(app.db, requireAuth(request), request.params.id, request.body),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/admin/price-plans/:id/${action}`,
      planRoute.signedIn(admin, {
        summary: archived
          ? 'Make a plan unavailable to new subscribers (its suppliers keep it); not the default free plan'
          : 'Make an archived plan available to new subscribers again',
        params: idParams,
        response: { 200: adminPricePlanResponse, 404: errorResponse, 409: errorResponse },
      }),
      async (request) => setPlanArchived(app.db, requireAuth(request), request.params.id, archived),
    );
  }

  app.get(
    '/admin/promo-codes',
    promoRoute.signedIn(admin, {
      summary: 'Promo codes not archived, newest first, with their uses and status',
      response: { 200: promoCodesResponse },
    }),
    async () => listPromos(app.db),
  );

  app.post(
    '/admin/promo-codes',
    promoRoute.signedIn(admin, {
      summary: 'Add a single-use or time-bound code (spec 5 "Promo code"); an empty name is generated',
      body: createPromoCodeBody,
      response: { 201: promoCodeResponse, 422: errorResponse },
    }),
    async (request, reply) =>
      reply.status(201).send(await createPromo(app.db, requireAuth(request), request.body)),
  );

  for (const which of ['active', 'past'] as const) {
    app.get(
      `/admin/promo-codes/export-${which}`,
      promoRoute.signedIn(admin, {
        summary:
          which === 'active'
            ? 'CSV of the codes suppliers can use now or later'
            : 'CSV of the used, expired and archived codes',
      }),
      async (_request, reply) => {
        const csv = await exportPromos(app.db, which);
        return reply
          .headers({
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="promo-codes-${which}-${ukToday()}.csv"`,
            'Cache-Control': 'private, no-store',
          })
          .send(csv);
      },
    );
  }

  app.put(
    '/admin/promo-codes/:id',
    promoRoute.signedIn(admin, {
      summary: "Change a time-bound code's dates (the only edit spec 4 allows); 409 for other codes",
      params: idParams,
      body: updatePromoCodeBody,
      response: { 200: promoCodeResponse, 404: errorResponse, 409: errorResponse, 422: errorResponse },
    }),
    async (request) => editPromoDates(app.db, requireAuth(request), request.params.id, request.body),
  );

  app.post(
    '/admin/promo-codes/:id/archive',
    promoRoute.signedIn(admin, {
      summary: 'Cancel a code: it is no longer accepted or listed; subscriptions keep their discount',
      params: idParams,
      response: { 200: promoCodeResponse, 404: errorResponse },
    }),
    async (request) => cancelPromo(app.db, requireAuth(request), request.params.id),
  );
};

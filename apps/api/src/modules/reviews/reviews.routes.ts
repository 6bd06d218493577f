import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  adminReviewResponse,
  adminReviewsQuery,
  adminReviewsResponse,
  adminReviewUpdateBody,
  reviewReplyBody,
  reviewReplyResponse,
} from '@marquee/contracts/admin-reviews';
import { idParams } from '@marquee/contracts/whole-number';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import {
  deleteAdminReview,
  listAdminReviews,
  removeReviewReply,
  updateAdminReview,
} from './admin-reviews.service';
import { replyToReview } from './review-replies.service';

const admin = routeOptions(['admin reviews']);
const supplierRoute = routeOptions(['supplier reviews']);
const errors = { 404: errorResponse, 422: errorResponse };

/** Reviews: the administrators' moderation (spec 2.6, 7.7) and the supplier's reply (decision 0075). */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/reviews',
    admin.signedIn(['admin'], {
      summary: "Reviews, newest first, searchable by the organiser's name or company or the date; 25 a page",
      querystring: adminReviewsQuery,
      response: { 200: adminReviewsResponse, 422: errorResponse },
    }),
    async (request) => listAdminReviews(app.db, request.query),
  );

  app.patch(
    '/admin/reviews/:id',
    admin.signedIn(['admin'], {
      summary: "Change a review's rate and message",
      params: idParams,
      body: adminReviewUpdateBody,
      response: { 200: adminReviewResponse, ...errors },
    }),
    async (request) => updateAdminReview(app, requireAuth(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/reviews/:id',
    admin.signedIn(['admin'], {
      summary: 'Delete a review',
      params: idParams,
      response: { 200: z.object({ message: z.string() }), ...errors },
    }),
    async (request) => deleteAdminReview(app, requireAuth(request), request.params.id),
  );

  app.delete(
    '/admin/reviews/:id/reply',
    admin.signedIn(['admin'], {
      summary: "Remove the supplier's reply to a review",
      params: idParams,
      response: { 200: adminReviewResponse, ...errors },
    }),
    async (request) => removeReviewReply(app, requireAuth(request), request.params.id),
  );

  app.put(
    '/supplier/service-request-reviews/:id/reply',
    supplierRoute.owned(['supplier'], 'review_replies', 'reply', {
      summary: 'Reply publicly to a review of yours (changeable for 7 days after first posting)',
      body: reviewReplyBody,
      response: { 200: reviewReplyResponse, 403: errorResponse, ...errors },
    }),
    async (request) => replyToReview(app, requireAuth(request), request.params.id, request.body.message),
  );
};

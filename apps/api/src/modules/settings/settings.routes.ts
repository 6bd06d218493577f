import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import { settingsResponse, updateSettingsBody } from '@marquee/contracts/admin-settings';
import { requireAuth } from '../../lib/auth-context';
import { routeOptions } from '../../lib/routes';
import { getSettings, updateSettings } from './settings.service';

const route = routeOptions(['settings']);

/** The administrators' settings (spec 2.6 settings, 3 "Setting", 7.7): the number of free RFQs. */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/settings',
    route.signedIn(['admin'], {
      summary: 'The settings: free_rfq_number, the requests a supplier on a free plan may answer',
      response: { 200: settingsResponse },
    }),
    async () => getSettings(app.db),
  );

  app.post(
    '/admin/settings',
    route.signedIn(['admin'], {
      summary:
        "Change free_rfq_number (a whole number from 0, spec 5 'Free RFQ number'); every free supplier's quota follows at once",
      body: updateSettingsBody,
      response: { 200: settingsResponse, 422: errorResponse },
    }),
    async (request) => updateSettings(app.db, requireAuth(request), request.body),
  );
};

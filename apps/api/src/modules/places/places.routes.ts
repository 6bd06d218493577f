import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse } from '@marquee/contracts/api';
import {
  placesAutocompleteQuery,
  placesAutocompleteResponse,
  placesGeocodeQuery,
  placesGeocodeResponse,
} from '@marquee/contracts/places';
import { routeOptions } from '../../lib/routes';

const route = routeOptions(['places']);

/** UK place search for location fields (spec 7.2); public, as guests fill location fields too. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/places/autocomplete',
    route.public({
      summary:
        'UK towns and cities starting with the input (at most 8), led by its postcode area when the input is a postcode; an empty list on any failure',
      querystring: placesAutocompleteQuery,
      response: { 200: placesAutocompleteResponse, 422: errorResponse },
    }),
    async (request) => app.places.autocomplete(request.query.input),
  );

  app.get(
    '/places/geocode',
    route.public({
      summary:
        'Coordinates of a predicted place; null coordinates when the provider cannot answer, 404 for unknown ids',
      querystring: placesGeocodeQuery,
      response: { 200: placesGeocodeResponse, 404: errorResponse, 422: errorResponse },
    }),
    async (request) => app.places.geocode(request.query.placeId),
  );
};

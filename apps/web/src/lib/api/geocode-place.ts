import { queryOptions } from '@tanstack/react-query';
import type { PlacesGeocodeResponse } from '@marquee/contracts/places';
import { api } from '../api-client';

/**
 * GET /api/places/geocode?placeId=: the coordinates of a predicted place; both null when the provider could
 * not answer, 404 for an id no provider knows.
 */
export const geocodePlace = (placeId: string, signal?: AbortSignal) =>
  api.get<PlacesGeocodeResponse>('places/geocode', { placeId }, { signal });

/** Fetched imperatively (`queryClient.fetchQuery`) when a place is picked; the location field words failures. */
export const geocodeQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: ['places', 'geocode', placeId],
    queryFn: ({ signal }) => geocodePlace(placeId, signal),
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

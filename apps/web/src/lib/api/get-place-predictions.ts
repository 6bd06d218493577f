import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlacesAutocompleteResponse } from '@marquee/contracts/places';
import { placesLimits } from '@marquee/contracts/places-limits';
import { api } from '../api-client';

/** GET /api/places/autocomplete?input=: UK places for a location field (at most 8; empty on any failure). */
export const getPlacePredictions = (input: string, signal?: AbortSignal) =>
  api.get<PlacesAutocompleteResponse>('places/autocomplete', { input }, { signal });

/** Inputs shorter than the API's minimum are not sent: they answer nothing. */
export const isPlaceInput = (input: string) => input.trim().length >= placesLimits.inputMin;

export const placePredictionsQueryOptions = (input: string) =>
  queryOptions({
    queryKey: ['places', 'autocomplete', input.trim().toLowerCase()],
    queryFn: ({ signal }) => getPlacePredictions(input.trim(), signal),
    enabled: isPlaceInput(input),
    staleTime: 60 * 60_000,
    select: (res) => res.predictions,
    // Spec 8: an autocomplete failure is an empty list.
    meta: { silent: true },
  });

export const usePlacePredictions = (input: string) =>
  useQuery({ ...placePredictionsQueryOptions(input), placeholderData: keepPreviousData });

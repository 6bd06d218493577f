import { z } from 'zod';
import { text } from './fields';
import { validation } from './messages';

/*
 * UK place search for every location field (spec 7.2: places/autocomplete and places/geocode).
 * Failures never surface as errors: the API answers an empty list or null coordinates
 * (docs/decisions/0013-uk-places.md).
 */

export const placesLimits = {
  /** Predictions per answer. */
  predictionsMax: 8,
  /** Inputs shorter than this give no predictions. */
  inputMin: 2,
  inputMax: 100,
  placeIdMax: 300,
} as const;

/** GET places/autocomplete?input=: a missing or short input answers no predictions. */
export const placesAutocompleteQuery = z.object({
  input: text().max(placesLimits.inputMax, validation.tooLong).default(''),
});

export const placePrediction = z.object({
  /**
   * Pass to places/geocode. Built-in places are 'gn:' and a GeoNames id, postcode areas 'pa:' and the
   * area's letters ('pa:M', located at the area's town); Google ids are Google's.
   */
  id: z.string(),
  /** What the field shows once chosen: 'Bath, England', 'M14 — Manchester postcode area'. */
  label: z.string(),
});
export type PlacePrediction = z.infer<typeof placePrediction>;

export const placesAutocompleteResponse = z.object({ predictions: z.array(placePrediction) });
export type PlacesAutocompleteResponse = z.infer<typeof placesAutocompleteResponse>;

/** GET places/geocode?placeId=: an id from a prediction. */
export const placesGeocodeQuery = z.object({
  placeId: z
    .string({ error: validation.required })
    .trim()
    .min(1, validation.required)
    .max(placesLimits.placeIdMax, validation.tooLong)
    .regex(/^[A-Za-z0-9:_-]+$/, 'Unknown place id format'),
});

/**
 * Coordinates of a place (WGS84 degrees). Both are null when the place provider could not answer;
 * the client then keeps the coordinates it had (spec 7.2). An id no provider knows is a 404.
 */
export const placesGeocodeResponse = z.object({ lat: z.number().nullable(), lng: z.number().nullable() });
export type PlacesGeocodeResponse = z.infer<typeof placesGeocodeResponse>;

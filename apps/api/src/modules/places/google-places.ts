import { z } from 'zod';
import type { PlacePrediction } from '@marquee/contracts/places';
import type { Coordinates, PlacesProvider } from './places-provider';

export interface GooglePlacesOptions {
  apiKey: string;
  /** https://maps.googleapis.com, or a fake server in tests. */
  baseUrl: string;
  /** A location field waits for the answer; past this the field shows no options rather than hang. */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 3000;

/** Google's statuses for "no such place": the id is unknown or malformed. */
const UNKNOWN_PLACE = new Set(['NOT_FOUND', 'INVALID_REQUEST']);

const autocompleteAnswer = z.object({
  status: z.string(),
  predictions: z.array(z.object({ place_id: z.string(), description: z.string() })).default([]),
});

const detailsAnswer = z.object({
  status: z.string(),
  result: z
    .object({ geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }) })
    .optional(),
});

export class PlacesProviderError extends Error {}

/**
 * Google Places (the Place Autocomplete and Place Details web services), used when GOOGLE_MAPS_API_KEY
 * is set: predictions restricted to the United Kingdom and to regions (towns, districts, postcodes),
 * details asked for the location only, which is the cheapest field set.
 */
export class GooglePlacesProvider implements PlacesProvider {
  readonly name = 'google';
  private readonly baseUrl: string;

  constructor(private readonly options: GooglePlacesOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  async autocomplete(input: string, limit: number): Promise<PlacePrediction[]> {
    const answer = autocompleteAnswer.parse(
      await this.get('/maps/api/place/autocomplete/json', {
        input,
        components: 'country:gb',
        types: '(regions)',
        language: 'en-GB',
      }),
    );
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK')
      throw new PlacesProviderError(`Google Places autocomplete answered ${answer.status}`);
    return answer.predictions.slice(0, limit).map((p) => ({ id: p.place_id, label: p.description }));
  }

  async geocode(placeId: string): Promise<Coordinates | null> {
    const answer = detailsAnswer.parse(
      await this.get('/maps/api/place/details/json', { place_id: placeId, fields: 'geometry/location' }),
    );
    if (UNKNOWN_PLACE.has(answer.status)) return null;
    if (answer.status !== 'OK' || !answer.result) {
      throw new PlacesProviderError(`Google Places details answered ${answer.status}`);
    }
    return answer.result.geometry.location;
  }

  private async get(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.baseUrl}${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', this.options.apiKey);
    const res = await fetch(url, {
      signal: AbortSignal.timeout(this.options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    });
    if (!res.ok) throw new PlacesProviderError(`Google Places answered HTTP ${res.status}`);
    return res.json();
  }
}

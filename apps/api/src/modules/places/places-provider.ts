import type { PlacePrediction } from '@marquee/contracts/places';

/*
 * The places provider seam, apart from places.service.ts (which builds the providers) so that a provider
 * (google-places.ts) implements it without importing the service that imports it, as payments/providers/provider.ts
 * does for the card providers (docs/decisions/0051).
 */

export interface Coordinates {
  lat: number;
  lng: number;
}

/** Where place predictions and coordinates come from: the built-in gazetteer or Google Places. */
export interface PlacesProvider {
  readonly name: string;
  autocomplete(input: string, limit: number): Promise<PlacePrediction[]>;
  /** Null when the provider knows no such place; throws when it cannot answer. */
  geocode(placeId: string): Promise<Coordinates | null>;
}

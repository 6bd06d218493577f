import type { FastifyBaseLogger } from 'fastify';
import {
  placesLimits,
  type PlacePrediction,
  type PlacesAutocompleteResponse,
  type PlacesGeocodeResponse,
} from '@marquee/contracts/places';
import type { Config } from '../../config/env';
import { notFound } from '../../lib/errors';
import { searchKey, ukGazetteer, type Gazetteer } from './gazetteer';
import { GooglePlacesProvider } from './google-places';
import type { Coordinates, PlacesProvider } from './places-provider';
import { POSTCODE_AREA_ID, postcodeAreaPlace, postcodeAreaPrediction } from './postcodes';

/** Ids of the built-in gazetteer: 'gn:' and a GeoNames id. */
const GAZETTEER_ID = /^gn:\d+$/;

/** Ids the built-in data answers whichever provider is active: gazetteer places and postcode areas. */
const isBuiltInId = (placeId: string) => GAZETTEER_ID.test(placeId) || POSTCODE_AREA_ID.test(placeId);

/**
 * The built-in UK towns and cities (docs/decisions/0013-uk-places.md). An input that is a postcode
 * first gets its postcode area ('pa:M', 'M14 — Manchester postcode area'), located at the area's town.
 */
export class GazetteerProvider implements PlacesProvider {
  readonly name = 'gazetteer';

  constructor(private readonly gazetteer: () => Gazetteer = ukGazetteer) {}

  async autocomplete(input: string, limit: number): Promise<PlacePrediction[]> {
    const gazetteer = this.gazetteer();
    const postcode = postcodeAreaPrediction(gazetteer, input);
    const towns = gazetteer
      .search(input, postcode ? limit - 1 : limit)
      .map((p): PlacePrediction => ({ id: p.id, label: p.label }));
    return postcode ? [postcode, ...towns] : towns;
  }

  async geocode(placeId: string): Promise<Coordinates | null> {
    const gazetteer = this.gazetteer();
    const place = GAZETTEER_ID.test(placeId)
      ? gazetteer.find(placeId)
      : postcodeAreaPlace(gazetteer, placeId);
    return place ? { lat: place.lat, lng: place.lng } : null;
  }
}

export interface Places {
  autocomplete(input: string): Promise<PlacesAutocompleteResponse>;
  geocode(placeId: string): Promise<PlacesGeocodeResponse>;
}

/**
 * Place search for location fields. A provider that fails (timeout, quota, bad key, unreadable data)
 * answers an empty list or null coordinates, never an error: the field then shows no options, or the
 * client keeps the coordinates it had (spec 7.2, spec 8 "Autocomplete failure"). An id that no provider
 * knows is a 404. Built-in ids ('gn:…', and 'pa:…' for postcode areas) are answered by the gazetteer
 * whichever provider is active, so places saved before a Google key was configured still resolve.
 */
export function createPlaces(
  provider: PlacesProvider,
  log: FastifyBaseLogger,
  builtIn = new GazetteerProvider(),
): Places {
  return {
    async autocomplete(input) {
      if (searchKey(input).length < placesLimits.inputMin) return { predictions: [] };
      try {
        return { predictions: await provider.autocomplete(input.trim(), placesLimits.predictionsMax) };
      } catch (err) {
        log.warn({ err, provider: provider.name }, 'place autocomplete failed');
        return { predictions: [] };
      }
    },
    async geocode(placeId) {
      const source = isBuiltInId(placeId) ? builtIn : provider;
      let found: Coordinates | null;
      try {
        found = await source.geocode(placeId);
      } catch (err) {
        log.warn({ err, provider: source.name }, 'place geocode failed');
        return { lat: null, lng: null };
      }
      if (!found) throw notFound();
      return found;
    },
  };
}

/** A UK place of the built-in gazetteer, as a supplier's service area stores it. */
export interface NamedPlace {
  label: string;
  lat: number;
  lng: number;
}

/**
 * The gazetteer's place that a typed name or label means ('Bath', 'bath, england', 'Newport, Wales'); of places
 * sharing a name, the biggest ('Newport' is the Welsh city). Null when no UK place has that name. For inputs that
 * were not picked from the autocomplete, e.g. a supplier import's location column (docs/decisions/0067).
 */
export function ukPlaceNamed(input: string, gazetteer: Gazetteer = ukGazetteer()): NamedPlace | null {
  const key = searchKey(input);
  if (key.length < placesLimits.inputMin) return null;
  const place = gazetteer
    .search(input, NAMESAKES_MAX)
    .find((p) => searchKey(p.label) === key || searchKey(p.name) === key);
  return place ? { label: place.label, lat: place.lat, lng: place.lng } : null;
}

/** How many places sharing a name ukPlaceNamed looks through (the most in the gazetteer is far fewer). */
const NAMESAKES_MAX = 50;

/** The provider the configuration asks for: Google Places when GOOGLE_MAPS_API_KEY is set. */
export function placesProviderFor(config: Config): PlacesProvider {
  return config.GOOGLE_MAPS_API_KEY
    ? new GooglePlacesProvider({ apiKey: config.GOOGLE_MAPS_API_KEY, baseUrl: config.GOOGLE_MAPS_BASE_URL })
    : new GazetteerProvider();
}

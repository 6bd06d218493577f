import type { PlaceFilter } from '../../../components/form/location-field';

/**
 * The directory lists keep their filters in the URL, so a search can be shared, reloaded and walked back
 * through with the browser's buttons (docs/decisions/0016):
 *
 *   /directory/{category}/{service}?location=Manchester%2C+England&lat=53.48&lng=-2.24&page=2
 *   /directory/search/?name=…&service_id=12&service=LED+Screen+Hire&location=…&lat=…&lng=…&page=2
 *
 * `service` without `service_id` is a term that matched no service.
 */

// The place of the location field (components/form), which the URL's location, lat and lng hold.
export type { PlaceFilter };

export interface ServicePick {
  id: number;
  label: string;
}

export interface DirectorySearch {
  name: string;
  service: ServicePick | null;
  /** A typed service term that matched no service (only when `service` is null). */
  serviceTerm: string;
  place: PlaceFilter | null;
  page: number;
}

const coordinate = (value: string | null, limit: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
};

export function readPlace(params: URLSearchParams): PlaceFilter | null {
  const label = params.get('location')?.trim();
  const latitude = coordinate(params.get('lat'), 90);
  const longitude = coordinate(params.get('lng'), 180);
  return label && latitude !== null && longitude !== null ? { label, latitude, longitude } : null;
}

export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1;
}

export function readSearch(params: URLSearchParams): DirectorySearch {
  const id = Number(params.get('service_id'));
  const label = params.get('service')?.trim() ?? '';
  const service = Number.isInteger(id) && id > 0 ? { id, label: label || 'Selected service' } : null;
  return {
    name: params.get('name')?.trim() ?? '',
    service,
    serviceTerm: service ? '' : label,
    place: readPlace(params),
    page: readPage(params),
  };
}

/** Coordinates to five decimals (about a metre) keep URLs short. */
const fixed = (n: number) => String(Math.round(n * 1e5) / 1e5);

export function placeParams(place: PlaceFilter | null): Record<string, string> {
  return place ? { location: place.label, lat: fixed(place.latitude), lng: fixed(place.longitude) } : {};
}

/** The query string of a search; page 1 is left out. */
export function searchParamsOf(search: Partial<DirectorySearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.name?.trim()) params.set('name', search.name.trim());
  if (search.service) {
    params.set('service_id', String(search.service.id));
    params.set('service', search.service.label);
  } else if (search.serviceTerm?.trim()) params.set('service', search.serviceTerm.trim());
  for (const [k, v] of Object.entries(placeParams(search.place ?? null))) params.set(k, v);
  if (search.page && search.page > 1) params.set('page', String(search.page));
  return params;
}

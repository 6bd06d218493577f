import { paths } from '../../../config/paths';
import type { PlaceFilter } from './search-params';

/** The request-for-quotes form prefilled with a service and place (spec 2.3: service_id, service_name, location). */
export function requestQuoteHref(
  service?: { id: number; product: string } | null,
  place?: PlaceFilter | null,
): string {
  const params = new URLSearchParams();
  if (service) {
    params.set('service_id', String(service.id));
    params.set('service_name', service.product);
  }
  if (place) params.set('location', place.label);
  const query = params.toString();
  return `${paths.requestQuote.href()}${query ? `?${query}` : ''}`;
}

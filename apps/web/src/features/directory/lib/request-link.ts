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

/**
 * What the visitor was looking for when they opened a supplier's profile from a directory list: the list's service
 * and place. It travels in the profile link's history state (not in the profile's address, which stays canonical),
 * so that 'Request quotes' there asks for that service in that place (issue 21).
 */
export interface RequestContext {
  service: { id: number; product: string } | null;
  place: PlaceFilter | null;
}

/** The history state of a link from a directory list to a profile. */
export const profileLinkState = (context: RequestContext) => ({ requestContext: context });

/** The context a profile was opened with, if it came from a directory list. */
export function readRequestContext(state: unknown): RequestContext | null {
  if (!state || typeof state !== 'object' || !('requestContext' in state)) return null;
  const context = (state as { requestContext: unknown }).requestContext as Partial<RequestContext> | null;
  if (!context || typeof context !== 'object') return null;
  const service =
    context.service && typeof context.service.id === 'number' && typeof context.service.product === 'string'
      ? { id: context.service.id, product: context.service.product }
      : null;
  const place =
    context.place &&
    typeof context.place.label === 'string' &&
    typeof context.place.latitude === 'number' &&
    typeof context.place.longitude === 'number'
      ? context.place
      : null;
  return { service, place };
}

/**
 * Where 'Request quotes' on a supplier's profile leads: the service the visitor was looking at (the directory list
 * they came from) or else the supplier's main service, and the list's place (issue 21).
 */
export function profileRequestHref(
  profile: { services: { service: { id: number; product: string } }[]; main_service_id: number | null },
  context: RequestContext | null,
): string {
  const main =
    profile.services.find((s) => s.service.id === profile.main_service_id)?.service ??
    profile.services[0]?.service ??
    null;
  const service = context?.service ?? (main && { id: main.id, product: main.product });
  return requestQuoteHref(service, context?.place ?? null);
}

import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  adminSupplierUpdateBody,
  type AdminSupplierResponse,
  type AdminSupplierUpdateInput,
} from '@marquee/contracts/admin-suppliers';
import { validation } from '@marquee/contracts/messages';
import type { ContactValues } from '../../../components/form/contact-fields';
import { PHONE_PREFIX } from '../../../components/form/contact-fields';
import type { LocationInput } from '../../../components/form/location-field';
import type { ChosenService } from '../../../components/form/services-step';

/** The edit form's values: the contact fields with the e-mail, the services, the area and no_limits. */
export interface EditSupplierValues extends ContactValues {
  email: string;
  services: ChosenService[];
  location: LocationInput;
  nearby: number | null;
  no_limits: boolean;
}

/** Where the supplier's area stood when the form opened: kept as it is unless the form changes it. */
export interface SavedArea {
  location: string | null;
  nearby: number | null;
  latitude: number | null;
  longitude: number | null;
}

export const savedAreaOf = ({ profile }: AdminSupplierResponse): SavedArea => ({
  location: profile.location,
  nearby: profile.nearby,
  latitude: profile.latitude,
  longitude: profile.longitude,
});

export const editValuesOf = ({ user, profile }: AdminSupplierResponse): EditSupplierValues => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? PHONE_PREFIX,
  company_name: user.company_name ?? '',
  position_in_company: user.position_in_company ?? '',
  website: user.website ?? '',
  display_email: user.display_email ?? '',
  services: profile.services.map((s) => ({ id: s.service.id, label: s.service.product })),
  location: { text: profile.location ?? '', place: null },
  nearby: profile.nearby,
  no_limits: profile.no_limits,
});

/** The fields a 422 may name, which the form shows under their field. */
export const editFieldNames = [
  'name',
  'email',
  'phone',
  'company_name',
  'position_in_company',
  'website',
  'display_email',
  'services',
  'location',
  'nearby',
] as const;

/**
 * The PATCH body from the form (contracts adminSupplierUpdateBody): every contact field, the services and
 * no_limits; the area only when it changed: a place picked from the list (with its coordinates) or a new radius
 * around the saved place. A typed place never picked is refused with the spec 5 text.
 */
export function toUpdateBody(
  values: EditSupplierValues,
  saved: SavedArea,
): { body: AdminSupplierUpdateInput } | { errors: Partial<Record<keyof EditSupplierValues, string>> } {
  const { location, services, nearby, ...contact } = values;
  const body: AdminSupplierUpdateInput = { ...contact, services: services.map((s) => s.id) };
  const picked = location.place;
  const keptPlace = !picked && location.text === (saved.location ?? '');
  if (picked) {
    Object.assign(body, {
      location: picked.label,
      latitude: picked.latitude,
      longitude: picked.longitude,
      nearby: nearby ?? undefined,
    });
  } else if (!keptPlace) {
    return { errors: { location: validation.locationRequired } };
  } else if (nearby !== saved.nearby && saved.location) {
    Object.assign(body, {
      location: saved.location,
      latitude: saved.latitude,
      longitude: saved.longitude,
      nearby: nearby ?? undefined,
    });
  }
  const parsed = adminSupplierUpdateBody.safeParse(body);
  if (parsed.success) return { body };
  const errors: Partial<Record<keyof EditSupplierValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]) as keyof EditSupplierValues;
    if ((editFieldNames as readonly string[]).includes(key)) errors[key] ??= issue.message;
  }
  return { errors };
}

/** toUpdateBody as react-hook-form's resolver, given the area as it was saved. */
export const editResolver =
  (saved: SavedArea): Resolver<EditSupplierValues, unknown, AdminSupplierUpdateInput> =>
  (values) => {
    const result = toUpdateBody(values, saved);
    if ('body' in result) return { values: result.body, errors: {} };
    const errors: FieldErrors<EditSupplierValues> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      (errors as Record<string, { type: string; message: string }>)[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

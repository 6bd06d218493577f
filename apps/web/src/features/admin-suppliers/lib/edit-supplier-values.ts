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

/** The contact fields, sent when changed (each follows the supplier's own form's rule, spec 5). */
const contactNames = [
  'name',
  'email',
  'phone',
  'company_name',
  'position_in_company',
  'website',
  'display_email',
] as const;

const sameIds = (a: ChosenService[], b: ChosenService[]) =>
  a.length === b.length && a.every((s, i) => s.id === b[i]!.id);

/**
 * The PATCH body from the form (contracts adminSupplierUpdateBody): only what the administrator changed, so a value
 * the supplier left empty (a display e-mail never given) does not stop an edit of something else. The area is sent
 * when it changed: a place picked from the list (with its coordinates) or a new radius around the saved place; a
 * typed place never picked is refused with the spec 5 text. Nothing changed is the contract's 'Nothing to change'.
 */
export function toUpdateBody(
  values: EditSupplierValues,
  initial: EditSupplierValues,
  saved: SavedArea,
):
  | { body: AdminSupplierUpdateInput }
  | { errors: Partial<Record<keyof EditSupplierValues | 'root', string>> } {
  const body: AdminSupplierUpdateInput = {};
  for (const name of contactNames) if (values[name] !== initial[name]) body[name] = values[name];
  if (!sameIds(values.services, initial.services)) body.services = values.services.map((s) => s.id);
  if (values.no_limits !== initial.no_limits) body.no_limits = values.no_limits;
  const { location, nearby } = values;
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
  const errors: Partial<Record<keyof EditSupplierValues | 'root', string>> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.length ? (String(issue.path[0]) as keyof EditSupplierValues) : 'root';
    if (key === 'root' || (editFieldNames as readonly string[]).includes(key)) errors[key] ??= issue.message;
  }
  return { errors };
}

/** toUpdateBody as react-hook-form's resolver, given the values the form opened with and the saved area. */
export const editResolver =
  (
    initial: EditSupplierValues,
    saved: SavedArea,
  ): Resolver<EditSupplierValues, unknown, AdminSupplierUpdateInput> =>
  (values) => {
    const result = toUpdateBody(values, initial, saved);
    if ('body' in result) return { values: result.body, errors: {} };
    const errors: FieldErrors<EditSupplierValues> = {};
    for (const [name, message] of Object.entries(result.errors)) {
      (errors as Record<string, { type: string; message: string }>)[name] = { type: 'validate', message };
    }
    return { values: {}, errors };
  };

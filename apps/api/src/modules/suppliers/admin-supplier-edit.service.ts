import type { FastifyInstance } from 'fastify';
import { Role } from '@marquee/contracts/enums';
import type { AdminSupplierResponse, AdminSupplierUpdate } from '@marquee/contracts/admin-suppliers';
import type { MeUpdate } from '@marquee/contracts/users';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { placeResolver, type PlaceResolver } from '../directory/directory.service';
import {
  changeEmailAddress,
  emailTaken,
  findUserByEmailAddress,
  getUser,
  updateOwnAccount,
} from '../users/users.service';
import { getSupplier } from './admin-suppliers.service';
import { checkServices, profileOf, type SuppliersDeps } from './onboarding.service';
import { listServicesOf, replaceServices, updateProfile, type ProfilePatch } from './suppliers.repository';

/** The contact fields of the account, as the body names them, and the user row's. */
const contactFields = [
  ['name', 'name'],
  ['company_name', 'companyName'],
  ['phone', 'phone'],
  ['website', 'website'],
  ['position_in_company', 'positionInCompany'],
  ['display_email', 'displayEmail'],
] as const;

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * `PATCH admin/suppliers/{id}` (docs/decisions/0065): an administrator changes a supplier's contact details, e-mail,
 * services, area or no_limits, by the rules of the supplier's own forms (the contracts' schemas; the e-mail unused by
 * another account; the services existing and within the plan). An area without coordinates is geocoded from its
 * label through the places module (none when no provider knows it, as onboarding keeps it). Only what differs is
 * written, in one transaction with the audit row `supplier.update` naming the changed fields. 404 for anyone who is
 * not a supplier.
 */
export async function updateSupplier(
  deps: SuppliersDeps & Pick<FastifyInstance, 'places'>,
  admin: AuthContext,
  userId: number,
  input: AdminSupplierUpdate,
  resolvePlace: PlaceResolver = placeResolver(deps.places),
): Promise<AdminSupplierResponse> {
  const account = await getUser(deps.db, userId).catch(() => null);
  if (!account || account.user.role !== Role.supplier) throw notFound();
  const { user } = account;
  if (input.email !== undefined && input.email !== user.email) {
    const other = await findUserByEmailAddress(deps.db, input.email);
    if (other && other.user.id !== userId) throw emailTaken();
  }
  let coordinates: { latitude: number | null; longitude: number | null } | undefined;
  if (input.location !== undefined) {
    const point =
      input.latitude != null && input.longitude != null
        ? { latitude: input.latitude, longitude: input.longitude }
        : await resolvePlace(input.location);
    coordinates = { latitude: point?.latitude ?? null, longitude: point?.longitude ?? null };
  }
  await deps.db.transaction(async (tx) => {
    const changed: string[] = [];
    const profile = await profileOf(tx, userId);
    if (input.email !== undefined && input.email !== user.email) {
      await changeEmailAddress(tx, userId, input.email);
      changed.push('email');
    }
    const contact: Partial<Record<(typeof contactFields)[number][0], string>> = {};
    for (const [field, column] of contactFields) {
      const value = input[field];
      if (value !== undefined && value !== user[column]) {
        contact[field] = value;
        changed.push(field);
      }
    }
    if (Object.keys(contact).length > 0) {
      await updateOwnAccount(tx, userId, Role.supplier, contact as MeUpdate);
    }
    if (input.services !== undefined) {
      const current = (await listServicesOf(tx, userId)).map((s) => s.serviceId);
      if (!sameSet(current, input.services)) {
        await checkServices(tx, input.services, profile.pricingPlanId);
        await replaceServices(tx, userId, input.services);
        changed.push('services');
      }
    }
    const patch: ProfilePatch = {};
    if (input.location !== undefined && input.nearby !== undefined && coordinates) {
      const area = { location: input.location, nearby: input.nearby, ...coordinates };
      if (
        area.location !== profile.location ||
        area.nearby !== profile.nearby ||
        area.latitude !== profile.latitude ||
        area.longitude !== profile.longitude
      ) {
        Object.assign(patch, area);
        changed.push('location');
      }
    }
    if (input.no_limits !== undefined && (input.no_limits ? 1 : 0) !== profile.noLimits) {
      patch.noLimits = input.no_limits ? 1 : 0;
      changed.push('no_limits');
    }
    if (Object.keys(patch).length > 0) await updateProfile(tx, userId, patch);
    if (changed.length > 0) {
      await recordAudit(tx, admin, {
        action: 'supplier.update',
        targetType: 'user',
        targetId: userId,
        summary: { fields: changed },
      });
    }
  });
  return getSupplier(deps, admin, userId);
}

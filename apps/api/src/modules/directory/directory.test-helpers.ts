import { createSupplier, offerServices, type UserOptions } from '../../../test/factories';
import type { Db } from '../../db/client';

/** Places, plans and suppliers shared by the directory route tests. */

export const LONDON = { latitude: 51.5074, longitude: -0.1278 };
export const READING = { latitude: 51.4543, longitude: -0.9781 }; // about 37 miles west of London
export const BRIGHTON = { latitude: 50.8225, longitude: -0.1372 }; // about 47 miles south
export const MANCHESTER = { latitude: 53.4808, longitude: -2.2426 }; // about 163 miles north-west
export const PREMIUM_PLAN = 2; // seeded: type 1 (premium)
export const FREE_PLAN = 1;

export const at = (p: { latitude: number; longitude: number }) =>
  `latitude=${p.latitude}&longitude=${p.longitude}`;

/** An approved supplier with a company name, a service area and services. */
export async function supplier(
  db: Db,
  company: string,
  area: { latitude: number | null; longitude: number | null; nearby: number | null; location?: string },
  serviceIds: number[],
  extra: {
    profile?: UserOptions['profile'];
    user?: UserOptions['user'];
    profileStatus?: UserOptions['profileStatus'];
  } = {},
) {
  const s = await createSupplier(db, {
    profileStatus: extra.profileStatus,
    user: {
      companyName: company,
      displayEmail: `hello@${company.toLowerCase().replace(/\W+/g, '')}.example`,
      website: 'https://x.example',
      ...extra.user,
    },
    profile: {
      location: area.location ?? 'Somewhere, UK',
      latitude: area.latitude,
      longitude: area.longitude,
      nearby: area.nearby,
      summary: `${company} summary`,
      photoPath: `/images/${company.toLowerCase().replace(/\W+/g, '-')}.svg`,
      ...extra.profile,
    },
  });
  await offerServices(db, s.id, serviceIds);
  return s;
}

/** Counts the SQL statements the driver is asked to run while `fn` runs. */
export async function countStatements<T>(
  db: Db,
  fn: () => Promise<T>,
): Promise<{ statements: number; value: T }> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const original = client.query;
  let statements = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  } as typeof client.query;
  try {
    const value = await fn();
    return { statements, value };
  } finally {
    client.query = original;
  }
}

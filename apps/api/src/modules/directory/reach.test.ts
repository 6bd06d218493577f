import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProfileStatus, RADIUS_OPTIONS, Role } from '@marquee/contracts/enums';
import { useTestApp } from '../../../test/harness';
import { createService } from '../../../test/factories';
import { queryRows, type Db } from '../../db/client';
import { supplierProfiles, userServices } from '../../db/schema/suppliers';
import { users } from '../../db/schema/users';
import { countSuppliers } from './directory.repository';
import {
  EARTH_RADIUS_MILES,
  boundingBox,
  distanceMiles,
  reaches,
  reachesPoint,
  type Point,
  type ServiceArea,
} from './reach';

/** mulberry32: the same "random" cases on every run, so a failure can be replayed. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const UK = { minLat: 49.9, maxLat: 58.7, minLng: -8.2, maxLng: 1.8 };
const RAD = Math.PI / 180;

/** The point `miles` away from `from` on the initial bearing `bearing` (degrees), on the same sphere. */
function destination(from: Point, bearing: number, miles: number): Point {
  const d = miles / EARTH_RADIUS_MILES;
  const φ1 = from.latitude * RAD;
  const λ1 = from.longitude * RAD;
  const θ = bearing * RAD;
  const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(θ));
  const λ2 =
    λ1 + Math.atan2(Math.sin(θ) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2));
  return { latitude: φ2 / RAD, longitude: ((λ2 / RAD + 540) % 360) - 180 };
}

interface Supplier extends ServiceArea {
  id: number;
  approved: boolean;
}

/** Inserts suppliers with the given areas (all offering `serviceId`), as fast as one statement each. */
async function insertSuppliers(db: Db, areas: (ServiceArea & { approved?: boolean })[], serviceId: number) {
  const rows = await db
    .insert(users)
    .values(
      areas.map((_, i) => ({
        role: Role.supplier,
        name: `Reach ${i}`,
        email: `reach-${i}-${Date.now()}@example.test`,
        passwordHash: 'x',
      })),
    )
    .returning({ id: users.id });
  await db.insert(supplierProfiles).values(
    areas.map((a, i) => ({
      userId: rows[i]!.id,
      status: a.approved === false ? ProfileStatus.underReview : ProfileStatus.approved,
      latitude: a.latitude,
      longitude: a.longitude,
      nearby: a.nearby,
    })),
  );
  await db.insert(userServices).values(rows.map((r) => ({ userId: r.id, serviceId })));
  return areas.map((a, i): Supplier => ({ ...a, id: rows[i]!.id, approved: a.approved !== false }));
}

/** The approved suppliers reaching the point, by the SQL rule on supplier_profiles. */
async function reachingInSql(db: Db, point: Point): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select ${supplierProfiles.userId} as id from ${supplierProfiles}
      where ${supplierProfiles.status} = ${ProfileStatus.approved} and ${reachesPoint(point)}
      order by 1`,
  );
  return rows.map((r) => r.id);
}

const bruteForce = (suppliers: Supplier[], point: Point) =>
  suppliers
    .filter((s) => s.approved && reaches(s, point))
    .map((s) => s.id)
    .sort((a, b) => a - b);

describe('reach rule in TypeScript', () => {
  it('measures great-circle distances in miles', () => {
    const london = { latitude: 51.5074, longitude: -0.1278 };
    const manchester = { latitude: 53.4808, longitude: -2.2426 };
    expect(distanceMiles(london, london)).toBe(0);
    // About 163 miles as the crow flies.
    expect(distanceMiles(london, manchester)).toBeCloseTo(162.8, 0);
    expect(distanceMiles(london, manchester)).toBeCloseTo(distanceMiles(manchester, london), 9);
    // A quarter of the equator.
    expect(distanceMiles({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(
      (Math.PI / 2) * EARTH_RADIUS_MILES,
      6,
    );
  });

  it('reaches within the radius, everywhere when nationwide, nowhere without an area', () => {
    const base = { latitude: 51.5, longitude: -0.1 };
    const near = destination(base, 45, 9.99);
    const far = destination(base, 45, 10.01);
    expect(reaches({ ...base, nearby: 10 }, near)).toBe(true);
    expect(reaches({ ...base, nearby: 10 }, far)).toBe(false);
    expect(reaches({ ...base, nearby: 25 }, far)).toBe(true);
    expect(reaches({ latitude: null, longitude: null, nearby: 999 }, far)).toBe(true);
    expect(reaches({ latitude: null, longitude: null, nearby: 10 }, base)).toBe(false);
    expect(reaches({ ...base, nearby: null }, base)).toBe(false);
  });

  it('draws boxes that hold the whole circle, and every longitude near a pole or the antimeridian', () => {
    const random = rng(7);
    const outside: string[] = [];
    for (let i = 0; i < 2000; i++) {
      const centre = { latitude: -80 + random() * 160, longitude: -170 + random() * 340 };
      const radius = [10, 25, 50, 100][i % 4]!;
      const box = boundingBox(centre, radius);
      for (let bearing = 0; bearing < 360; bearing += 7.5) {
        const edge = destination(centre, bearing, radius);
        const inLat = edge.latitude >= box.minLat && edge.latitude <= box.maxLat;
        const inLng =
          box.minLng === null ||
          box.maxLng === null ||
          (edge.longitude >= box.minLng && edge.longitude <= box.maxLng);
        if (!inLat || !inLng) outside.push(JSON.stringify({ centre, radius, bearing }));
      }
    }
    expect(outside).toEqual([]);
    expect(boundingBox({ latitude: 89.5, longitude: 0 }, 100).minLng).toBeNull();
    expect(boundingBox({ latitude: 10, longitude: 179.9 }, 25).maxLng).toBeNull();
  });
});

describe('reach rule in SQL against brute force', () => {
  const t = useTestApp();

  it('agrees on random suppliers and places across the UK, including every radius edge', async () => {
    const random = rng(20_261_121);
    const service = await createService(t.db);
    const ukPoint = (): Point => ({
      latitude: UK.minLat + random() * (UK.maxLat - UK.minLat),
      longitude: UK.minLng + random() * (UK.maxLng - UK.minLng),
    });
    const areas: (ServiceArea & { approved?: boolean })[] = [];
    for (let i = 0; i < 400; i++) {
      const base = ukPoint();
      const nearby = RADIUS_OPTIONS[i % RADIUS_OPTIONS.length]!;
      // Some nationwide suppliers have no coordinates; some suppliers are not approved and never reach.
      const noBase = nearby === 999 && i % 3 === 0;
      areas.push({
        latitude: noBase ? null : base.latitude,
        longitude: noBase ? null : base.longitude,
        nearby,
        approved: i % 17 !== 0,
      });
    }
    // Suppliers without an area or radius reach nothing.
    areas.push({ latitude: null, longitude: null, nearby: null });
    areas.push({ ...ukPoint(), nearby: null });
    const suppliers = await insertSuppliers(t.db, areas, service.id);

    const points: { point: Point; expect?: boolean; supplier?: Supplier }[] = [];
    for (let i = 0; i < 150; i++) points.push({ point: ukPoint() });
    // On the edge, a hair inside and a hair outside of finite radii (1e-6 miles is 1.6 mm).
    const finite = suppliers.filter((s) => s.latitude !== null && s.nearby !== null && s.nearby !== 999);
    for (let i = 0; i < 60; i++) {
      const s = finite[Math.floor(random() * finite.length)]!;
      const base = { latitude: s.latitude!, longitude: s.longitude! };
      const bearing = random() * 360;
      points.push({ point: destination(base, bearing, s.nearby!), expect: true, supplier: s });
      points.push({ point: destination(base, bearing, s.nearby! - 1e-6), expect: true, supplier: s });
      points.push({ point: destination(base, bearing, s.nearby! + 1e-6), expect: false, supplier: s });
    }
    // Due north, south, east and west: the box's own edges.
    for (const s of finite.slice(0, 20)) {
      for (const bearing of [0, 90, 180, 270]) {
        const base = { latitude: s.latitude!, longitude: s.longitude! };
        points.push({ point: destination(base, bearing, s.nearby!), expect: true, supplier: s });
        points.push({ point: destination(base, bearing, s.nearby! + 1e-6), expect: false, supplier: s });
      }
    }

    const disagreements: string[] = [];
    for (const { point, expect: wanted, supplier } of points) {
      if (supplier && wanted !== undefined) {
        // The generated edge cases are what they claim to be, by the brute force itself.
        expect(reaches(supplier, point), JSON.stringify({ supplier, point })).toBe(wanted);
      }
      const expected = bruteForce(suppliers, point);
      const fromProfiles = await reachingInSql(t.db, point);
      if (fromProfiles.join() !== expected.join()) {
        disagreements.push(
          `profiles at ${JSON.stringify(point)}: ${fromProfiles.length} vs ${expected.length}`,
        );
      }
      // As UNION ALL branches on supplier_profiles (the directory without a service)…
      const all = await countSuppliers(t.db, { point });
      if (all !== expected.length)
        disagreements.push(`branches at ${JSON.stringify(point)}: ${all} vs ${expected.length}`);
      // …and on the copy on user_services (the directory and the counter for a service), it agrees too.
      const count = await countSuppliers(t.db, { serviceId: service.id, point });
      if (count !== expected.length)
        disagreements.push(`copy at ${JSON.stringify(point)}: ${count} vs ${expected.length}`);
      if (
        supplier &&
        wanted !== undefined &&
        expected.includes(supplier.id) !== (wanted && supplier.approved)
      ) {
        disagreements.push(`edge case of supplier ${supplier.id} at ${JSON.stringify(point)}`);
      }
    }
    expect(disagreements).toEqual([]);
    expect(points.length).toBeGreaterThan(400);
  });

  it('handles places across the antimeridian and near a pole', async () => {
    const service = await createService(t.db);
    const suppliers = await insertSuppliers(
      t.db,
      [
        { latitude: 10, longitude: 179.95, nearby: 10 },
        { latitude: 89.9, longitude: 0, nearby: 25 },
      ],
      service.id,
    );
    for (const point of [
      { latitude: 10, longitude: -179.95 },
      { latitude: 10, longitude: 179.8 },
      { latitude: 89.9, longitude: 180 },
      { latitude: 89.5, longitude: -90 },
    ]) {
      expect(await reachingInSql(t.db, point)).toEqual(bruteForce(suppliers, point));
    }
    expect(bruteForce(suppliers, { latitude: 10, longitude: -179.95 })).toEqual([suppliers[0]!.id]);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogResponse } from '@marquee/contracts/audit-log';
import { requestTexts } from '@marquee/contracts/requests';
import { queryRows } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/users';
import type { AuthContext } from '../../lib/auth-context';
import { useTestApp } from '../../../test/harness';
import { createAdmin, createOrganiser, createSupplier, type FactoryUser } from '../../../test/factories';
import { auditPageQuery, type AuditFilter } from './audit.repository';
import { recordAudit } from './audit.service';

const LOG = '/api/admin/audit-log';

describe('GET /api/admin/audit-log', () => {
  const t = useTestApp();

  const list = async (admin: FactoryUser, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `${LOG}${query}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    return auditLogResponse.parse(res.json());
  };
  const ids = async (admin: FactoryUser, query: string) =>
    (await list(admin, query)).entries.map((e) => e.id);

  /** A row as recordAudit writes it, at a given instant. */
  const row = async (
    actor: { id: number; name: string },
    action: string,
    createdAt: string,
    target: { type?: string; id?: number } = {},
  ) => {
    const [inserted] = await t.db
      .insert(auditLog)
      .values({
        actorId: actor.id,
        actorName: actor.name,
        action,
        targetType: target.type ?? null,
        targetId: target.id ?? null,
        summary: { note: action },
        createdAt: new Date(createdAt),
      })
      .returning({ id: auditLog.id });
    return inserted!.id;
  };

  it('lists entries newest first with the actor, target and summary, and every administrator to filter by', async () => {
    const ada = await createAdmin(t.db, { name: 'Ada Admin' });
    const bob = await createAdmin(t.db, { name: 'Bob Admin' });
    await createSupplier(t.db);
    const older = await row({ id: ada.id, name: 'Ada Admin' }, 'supplier.approve', '2026-03-01T10:00:00Z', {
      type: 'user',
      id: 42,
    });
    const newer = await row({ id: bob.id, name: 'Bob Admin' }, 'settings.update', '2026-03-02T10:00:00Z', {
      type: 'settings',
      id: 1,
    });
    const body = await list(ada);
    expect(body.entries).toEqual([
      {
        id: newer,
        actor: { id: bob.id, name: 'Bob Admin' },
        action: 'settings.update',
        target_type: 'settings',
        target_id: 1,
        summary: { note: 'settings.update' },
        created_at: '2026-03-02T10:00:00.000Z',
      },
      expect.objectContaining({ id: older, action: 'supplier.approve', target_type: 'user', target_id: 42 }),
    ]);
    expect(body.filters.actors).toEqual([
      { id: ada.id, name: 'Ada Admin' },
      { id: bob.id, name: 'Bob Admin' },
    ]);
    expect(body.pagination).toEqual({ total_pages: 1, page: 1, total: 2 });
  });

  it('filters by actor, action, target type and id, combined', async () => {
    const ada = await createAdmin(t.db, { name: 'Ada' });
    const bob = await createAdmin(t.db, { name: 'Bob' });
    const a = { id: ada.id, name: 'Ada' };
    const b = { id: bob.id, name: 'Bob' };
    const r1 = await row(a, 'supplier.approve', '2026-03-01T10:00:00Z', { type: 'user', id: 7 });
    const r2 = await row(b, 'supplier.approve', '2026-03-02T10:00:00Z', { type: 'user', id: 8 });
    const r3 = await row(a, 'promo_code.create', '2026-03-03T10:00:00Z', { type: 'promo_code', id: 7 });
    expect(await ids(ada, `?actor_id=${ada.id}`)).toEqual([r3, r1]);
    expect(await ids(ada, '?action=supplier.approve')).toEqual([r2, r1]);
    expect(await ids(ada, '?target_type=user')).toEqual([r2, r1]);
    expect(await ids(ada, '?target_id=7')).toEqual([r3, r1]);
    expect(await ids(ada, '?target_type=user&target_id=7')).toEqual([r1]);
    expect(await ids(ada, `?actor_id=${bob.id}&action=promo_code.create`)).toEqual([]);
    // Blank filters are no filters (a form that sends its empty fields).
    expect(await ids(ada, '?actor_id=&action=&target_type=&date_from=&date_to=')).toEqual([r3, r2, r1]);
  });

  it('filters by UK days, both ends included, each end on its own (summer and winter time)', async () => {
    const admin = await createAdmin(t.db, { name: 'Ada' });
    const a = { id: admin.id, name: 'Ada' };
    // 23:30 UTC on 1 July is 00:30 on 2 July in London; on 15 January it is still the 15th.
    const summer = await row(a, 'x.summer', '2026-07-01T23:30:00Z');
    const winter = await row(a, 'x.winter', '2026-01-15T23:30:00Z');
    const spring = await row(a, 'x.spring', '2026-04-10T12:00:00Z');
    expect(await ids(admin, '?date_from=2026-07-02')).toEqual([summer]);
    expect(await ids(admin, '?date_to=2026-07-01')).toEqual([spring, winter]);
    expect(await ids(admin, '?date_from=2026-01-15&date_to=2026-01-15')).toEqual([winter]);
    expect(await ids(admin, '?date_from=2026-01-16&date_to=2026-04-10')).toEqual([spring]);
    expect(await ids(admin, '?date_from=2026-05-01&date_to=2026-04-01')).toEqual([]);
  });

  it.each([
    ['date_from=2026-13-01', 'date_from'],
    ['date_from=01/02/2026', 'date_from'],
    ['date_to=2026-02-30', 'date_to'],
    ['date_to=yesterday', 'date_to'],
  ])('refuses a malformed date (%s) with 422', async (query, field) => {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({ method: 'GET', url: `${LOG}?${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ [field]: [requestTexts.dateInvalid] });
  });

  it.each(['actor_id=abc', 'target_id=-1', 'page=0', 'limit=101'])('refuses %s with 422', async (query) => {
    const admin = await createAdmin(t.db);
    const res = await t.app.inject({ method: 'GET', url: `${LOG}?${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(422);
  });

  it('pages by 50 unless told otherwise', async () => {
    const admin = await createAdmin(t.db, { name: 'Ada' });
    await t.db.insert(auditLog).values(
      Array.from({ length: 53 }, (_, i) => ({
        actorId: admin.id,
        actorName: 'Ada',
        action: 'supplier.approve',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = await list(admin);
    expect(first.entries).toHaveLength(50);
    expect(first.pagination).toEqual({ total_pages: 2, page: 1, total: 53 });
    const second = await list(admin, '?page=2');
    expect(second.entries.map((e) => e.created_at)).toEqual([
      '2026-01-01T00:02:00.000Z',
      '2026-01-01T00:01:00.000Z',
      '2026-01-01T00:00:00.000Z',
    ]);
    expect((await list(admin, '?limit=10&page=6')).entries).toHaveLength(3);
  });

  it('names the administrator, not the user, when the action is taken while viewing as someone', async () => {
    const admin = await createAdmin(t.db, { name: 'Ada Admin' });
    const supplier = await createSupplier(t.db, { name: 'Sam Supplier' });
    const [supplierRow] = await t.db.select().from(users).where(eq(users.id, supplier.id));
    const viewing: AuthContext = {
      user: supplierRow!,
      role: 'supplier',
      tokenId: 0,
      impersonatorId: admin.id,
    };
    await recordAudit(t.db, viewing, {
      action: 'user.login_as_end',
      targetType: 'user',
      targetId: supplier.id,
      summary: { token: 'abc', new_password: 'x', name: 'Sam' },
    });
    const [entry] = (await list(admin)).entries;
    expect(entry).toMatchObject({
      actor: { id: admin.id, name: 'Ada Admin' },
      target_id: supplier.id,
      // Secrets never reach the log, whatever the caller passes.
      summary: { token: '[hidden]', new_password: '[hidden]', name: 'Sam' },
    });
  });

  it('keeps the name of an administrator whose account is gone', async () => {
    const admin = await createAdmin(t.db);
    const gone = await createAdmin(t.db, { name: 'Gone Admin' });
    await row({ id: gone.id, name: 'Gone Admin' }, 'supplier.delete', '2026-03-01T10:00:00Z');
    await t.db.delete(users).where(eq(users.id, gone.id));
    expect((await list(admin)).entries[0]?.actor).toEqual({ id: null, name: 'Gone Admin' });
  });

  it('reads each filter through its index, newest first (plans with sequential scans disabled)', async () => {
    const admin = await createAdmin(t.db);
    const base: AuditFilter = { page: 1, limit: 50 };
    const cases: [AuditFilter, string][] = [
      [base, 'audit_log_created_idx'],
      [{ ...base, actorId: admin.id }, 'audit_log_actor_idx'],
      [{ ...base, action: 'supplier.approve', dateFrom: '2026-01-01' }, 'audit_log_action_idx'],
      [{ ...base, targetType: 'user', targetId: 7 }, 'audit_log_target_idx'],
    ];
    for (const [filter, index] of cases) {
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const rows = await queryRows<{ 'QUERY PLAN': string }>(
          tx,
          sql`explain ${auditPageQuery(tx, filter).getSQL()}`,
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan, JSON.stringify(filter)).toContain(index);
      expect(plan).not.toContain('Seq Scan');
    }
  });

  it('is for administrators only', async () => {
    for (const user of [await createOrganiser(t.db), await createSupplier(t.db)]) {
      const res = await t.app.inject({ method: 'GET', url: LOG, headers: user.auth });
      expect(res.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: LOG })).statusCode).toBe(401);
  });
});

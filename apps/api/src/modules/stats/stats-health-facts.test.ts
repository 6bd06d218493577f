import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CloseReason } from '@marquee/contracts/enums';
import { queryRows } from '../../db/client';
import { useTestApp } from '../../../test/harness';
import {
  createNotify,
  createOrganiser,
  createQuote,
  createRequest,
  createSupplier,
} from '../../../test/factories';
import { closeReason, createdAt } from './stats.test-helpers';

const QUOTES = '/api/supplier/service-request-quotes';

interface Facts {
  quotes_count: number;
  first_quote_at: string | null;
  selected_quotes: number;
  notified_count: number;
  fulfilled_reasons: number;
}

describe("a request's health facts, kept by triggers (decision 0086)", () => {
  const t = useTestApp();

  /** The facts the triggers kept, and the same facts recounted from the child tables. */
  const facts = async (requestId: number) => {
    const [kept] = await queryRows<Facts>(
      t.db,
      sql`select quotes_count, first_quote_at::text, selected_quotes, notified_count, fulfilled_reasons
        from service_requests where id = ${requestId}`,
    );
    const [recount] = await queryRows<Facts>(
      t.db,
      sql`select
          (select count(*)::int from service_request_quotes q where q.service_request_id = r.id) as quotes_count,
          (select min(q.created_at)::text from service_request_quotes q where q.service_request_id = r.id)
            as first_quote_at,
          (select count(*)::int from service_request_quotes q where q.service_request_id = r.id and q.is_selected = 1)
            as selected_quotes,
          (select count(*)::int from service_request_notifies n where n.service_request_id = r.id) as notified_count,
          (select count(*)::int from service_request_close_reasons c where c.service_request_id = r.id
            and c.reason = ${CloseReason.fulfilledThroughMarquee}) as fulfilled_reasons
        from service_requests r where r.id = ${requestId}`,
    );
    return { kept, recount };
  };

  it('counts every quote of many suppliers answering one request at once through the service', async () => {
    const organiser = await createOrganiser(t.db);
    const request = await createRequest(t.db, organiser.id);
    const suppliers = await Promise.all(Array.from({ length: 16 }, () => createSupplier(t.db)));
    for (const s of suppliers) await createNotify(t.db, request.id, s.id);
    const answers = await Promise.all(
      suppliers.map((s) =>
        t.app.inject({
          method: 'POST',
          url: QUOTES,
          headers: s.auth,
          payload: { service_request_id: request.id, message: 'We can do it' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(suppliers.map(() => 201));
    const { kept, recount } = await facts(request.id);
    expect(kept).toEqual(recount);
    expect(kept).toMatchObject({ quotes_count: 16, notified_count: 16, selected_quotes: 0 });
  });

  it('follows deleted, moved, re-dated and selected quotes, notifies and close reasons', async () => {
    const organiser = await createOrganiser(t.db);
    const a = await createRequest(t.db, organiser.id);
    const b = await createRequest(t.db, organiser.id);
    const supplier = await createSupplier(t.db);
    await createNotify(t.db, a.id, supplier.id);
    const early = await createQuote(t.db, a.id, undefined, { createdAt: new Date('2026-10-12T09:30:00Z') });
    const late = await createQuote(t.db, a.id, undefined, { createdAt: new Date('2026-10-12T10:00:00Z') });
    await closeReason(t.db, a.id, CloseReason.fulfilledThroughMarquee);
    await closeReason(t.db, b.id, CloseReason.fulfilledThroughMarquee + 1);
    expect((await facts(a.id)).kept).toMatchObject({
      quotes_count: 2,
      notified_count: 1,
      fulfilled_reasons: 1,
    });

    await t.db.execute(sql`update service_request_quotes set is_selected = 1 where id = ${late.id}`);
    await createdAt(t.db, 'service_request_quotes', late.id, '2026-10-12T09:00:00Z');
    for (const id of [a.id, b.id]) expect((await facts(id)).kept).toEqual((await facts(id)).recount);
    await t.db.execute(sql`delete from service_request_quotes where id = ${late.id}`);
    await t.db.execute(
      sql`update service_request_quotes set service_request_id = ${b.id} where id = ${early.id}`,
    );
    await t.db.execute(sql`update service_request_notifies set service_request_id = ${b.id}`);
    await t.db
      .execute(sql`update service_request_close_reasons set reason = ${CloseReason.fulfilledThroughMarquee}
      where service_request_id = ${b.id}`);
    await t.db.execute(sql`delete from service_request_close_reasons where service_request_id = ${a.id}`);
    for (const id of [a.id, b.id]) expect((await facts(id)).kept).toEqual((await facts(id)).recount);
    expect((await facts(a.id)).kept).toEqual({
      quotes_count: 0,
      first_quote_at: null,
      selected_quotes: 0,
      notified_count: 0,
      fulfilled_reasons: 0,
    });
    expect((await facts(b.id)).kept).toMatchObject({
      quotes_count: 1,
      notified_count: 1,
      fulfilled_reasons: 1,
    });
  });
});

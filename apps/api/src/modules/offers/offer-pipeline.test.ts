import { describe, expect, it } from 'vitest';
import { notifyListResponse, offerTexts } from '@marquee/contracts/offers';
import { closeReasonLabels } from '@marquee/contracts/requests';
import { useTestApp } from '../../../test/harness';
import {
  createNotify,
  createQuote,
  createSupplier,
  daysFromToday,
  type FactoryUser,
} from '../../../test/factories';
import { NOTIFIES, reached } from './offers.test-helpers';

/** Issue 21 "Supplier pipeline": what a supplier is told about a request once it is decided. */
describe('the supplier pipeline once a request is decided', () => {
  const t = useTestApp();

  const offerOf = async (supplier: FactoryUser, requestId: number) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${NOTIFIES}?id=${requestId}`,
      headers: supplier.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { raw: res.body, offer: notifyListResponse.parse(res.json()).data[0]! };
  };

  it("gives the selected supplier the organiser's name, phone and e-mail, and no one else", async () => {
    const winner = await createSupplier(t.db);
    const loser = await createSupplier(t.db);
    const { request, organiser } = await reached(t.db, winner);
    const mine = await createQuote(t.db, request.id, winner.id);
    await createNotify(t.db, request.id, loser.id);
    await createQuote(t.db, request.id, loser.id);
    const before = await offerOf(winner, request.id);
    expect(before.offer.organiser_contact).toBeNull();
    expect(before.raw).not.toContain(organiser.email);

    const accept = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-requests/${request.id}/accept`,
      headers: organiser.auth,
      payload: { service_request_quote_id: mine.id },
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const won = await offerOf(winner, request.id);
    expect(won.offer.organiser_contact).toEqual({
      name: expect.any(String),
      phone: '+447400123456',
      email: organiser.email,
    });
    expect(won.offer.service_request_quote).toMatchObject({ stage: 'won', lost_as: null });

    const lost = await offerOf(loser, request.id);
    expect(lost.offer.organiser_contact).toBeNull();
    expect(lost.raw).not.toContain(organiser.email);
    expect(lost.raw).not.toContain('+447400123456');
    expect(lost.offer.service_request_quote).toMatchObject({ stage: 'lost', lost_as: 'not_selected' });
  });

  it("tells a losing supplier 'not selected' or 'closed', never the organiser's close reason", async () => {
    const supplier = await createSupplier(t.db);
    const other = await createSupplier(t.db);
    for (const reason of [1, 2, 3] as const) {
      const { request, organiser } = await reached(t.db, supplier);
      await createQuote(t.db, request.id, supplier.id);
      const close = await t.app.inject({
        method: 'PATCH',
        url: `/api/organiser/service-requests/${request.id}/close`,
        headers: organiser.auth,
        payload: { reason },
      });
      expect(close.statusCode, close.body).toBe(200);
      const { raw, offer } = await offerOf(supplier, request.id);
      expect(offer.service_request_quote).toMatchObject({ stage: 'lost', lost_as: 'closed' });
      expect(raw).not.toContain('close_reason');
      expect(raw).not.toContain('lost_reason');
      expect(raw).not.toContain(closeReasonLabels[reason]);
    }
    // Closed as fulfilled through Marquee naming another supplier's quote: this one was not selected.
    const { request, organiser } = await reached(t.db, supplier);
    await createQuote(t.db, request.id, supplier.id);
    await createNotify(t.db, request.id, other.id);
    const theirs = await createQuote(t.db, request.id, other.id);
    const close = await t.app.inject({
      method: 'PATCH',
      url: `/api/organiser/service-requests/${request.id}/close`,
      headers: organiser.auth,
      payload: { reason: 1, service_request_quote_id: theirs.id },
    });
    expect(close.statusCode, close.body).toBe(200);
    const named = await offerOf(supplier, request.id);
    expect(named.offer.service_request_quote).toMatchObject({ stage: 'lost', lost_as: 'not_selected' });
    expect(named.raw).not.toContain(closeReasonLabels[1]);
  });

  it("offers 'I'm not interested' only while the request takes offers; undo stays", async () => {
    const supplier = await createSupplier(t.db);
    const open = await reached(t.db, supplier);
    expect((await offerOf(supplier, open.request.id)).offer.policies.decline).toBe(true);
    const past = await reached(t.db, supplier, { dateOffersUntil: daysFromToday(-1) });
    expect((await offerOf(supplier, past.request.id)).offer.policies.decline).toBe(false);
    const closed = await reached(t.db, supplier, { status: 30 });
    expect((await offerOf(supplier, closed.request.id)).offer.policies.decline).toBe(false);
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `${NOTIFIES}/${closed.notify.id}`,
      headers: supplier.auth,
      payload: { is_ignore: 1 },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(offerTexts.notActive);
    const declined = await reached(t.db, supplier, { status: 30 }, { isIgnore: true });
    const undo = await t.app.inject({
      method: 'PATCH',
      url: `${NOTIFIES}/${declined.notify.id}`,
      headers: supplier.auth,
      payload: { is_ignore: 0 },
    });
    expect(undo.statusCode, undo.body).toBe(200);
  });

  it('does not show a won job the supplier answered as NEW', async () => {
    const supplier = await createSupplier(t.db);
    const { request } = await reached(t.db, supplier);
    await createQuote(t.db, request.id, supplier.id, { isSelected: true });
    const { offer } = await offerOf(supplier, request.id);
    expect(offer).toMatchObject({ tab: 'accepted', is_new: false });
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RequestStatus } from '@marquee/contracts/enums';
import { offerFilters, placeOfOffer } from '@marquee/contracts/offers';
import { queryRows } from '../../db/client';
import { useTestDatabase } from '../../../test/harness';
import { offerState, offerStateSql, stateFromSql, type OfferFacts } from './offer-state';

const TODAY = '2026-06-10';
const base: OfferFacts = {
  status: RequestStatus.active,
  dateOffersUntil: '2026-06-20',
  isIgnore: false,
  callRequested: false,
  quote: null,
};
const quote = { isSelected: false, isRejected: false, discussing: false };

describe('the supplier tab mapping (spec 4)', () => {
  it.each<[string, OfferFacts, ReturnType<typeof offerState>, string, string | null]>([
    ['no quote, active, taking offers', base, null, 'requests', null],
    ['no quote, offers close today', { ...base, dateOffersUntil: TODAY }, null, 'requests', null],
    [
      'no quote, offers deadline passed',
      { ...base, dateOffersUntil: '2026-06-09' },
      'expired',
      'expired',
      'expired',
    ],
    ['declined, not answered', { ...base, isIgnore: true }, 'declined', 'expired', 'declined'],
    [
      'declined, then the request closed',
      { ...base, isIgnore: true, status: 30 },
      'declined',
      'expired',
      'declined',
    ],
    ['answered, active', { ...base, quote }, 'quoted', 'live-quotes', 'offers-sent'],
    [
      'answered after the deadline passed',
      { ...base, dateOffersUntil: '2026-06-01', quote },
      'quoted',
      'live-quotes',
      'offers-sent',
    ],
    [
      'answered, a call asked for',
      { ...base, callRequested: true, quote },
      'requested',
      'live-quotes',
      'call-requested',
    ],
    [
      'answered, chatting',
      { ...base, quote: { ...quote, discussing: true } },
      'discussing',
      'live-quotes',
      'discussing',
    ],
    [
      'answered, call and chat: the call first',
      { ...base, callRequested: true, quote: { ...quote, discussing: true } },
      'requested',
      'live-quotes',
      'call-requested',
    ],
    [
      'accepted for this supplier',
      { ...base, status: 20, quote: { ...quote, isSelected: true } },
      'accepted',
      'accepted',
      null,
    ],
    [
      'finished with this supplier',
      { ...base, status: 30, quote: { ...quote, isSelected: true } },
      'accepted',
      'accepted',
      null,
    ],
    ['accepted for another supplier', { ...base, status: 20, quote }, 'expired', 'expired', 'expired'],
    ['accepted for another, not answered', { ...base, status: 20 }, 'expired', 'expired', 'expired'],
    ['closed without acceptance', { ...base, status: 30, quote }, 'expired', 'expired', 'expired'],
    ['closed, not answered', { ...base, status: 30 }, 'expired', 'expired', 'expired'],
    [
      'quote rejected by the organiser',
      { ...base, quote: { ...quote, isRejected: true } },
      'declined',
      'expired',
      'declined',
    ],
    [
      'changed decision away from this supplier',
      { ...base, quote: { ...quote, isRejected: true } },
      'declined',
      'expired',
      'declined',
    ],
  ])('%s', (_label, facts, state, tab, subTab) => {
    expect(offerState(facts, TODAY)).toBe(state);
    expect(placeOfOffer(state)).toEqual({ tab, sub_tab: subTab });
  });
});

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-06-${String(d).padStart(2, '0')}`);
const factsArb: fc.Arbitrary<OfferFacts> = fc.record({
  status: fc.constantFrom(10, 20, 30),
  dateOffersUntil: day,
  isIgnore: fc.boolean(),
  callRequested: fc.boolean(),
  quote: fc.option(
    fc.record({ isSelected: fc.boolean(), isRejected: fc.boolean(), discussing: fc.boolean() }),
    { nil: null },
  ),
});
// A selected quote belongs to an accepted or finished request, and is never rejected (the requests module).
const consistent = (f: OfferFacts) =>
  !f.quote?.isSelected || (f.status !== RequestStatus.active && !f.quote.isRejected);

describe('properties of the tab mapping against request and quote states', () => {
  it('a request sits in exactly one place, and each place has the facts spec 4 names', () => {
    fc.assert(
      fc.property(factsArb.filter(consistent), day, (f, today) => {
        const state = offerState(f, today);
        expect(state === null || offerFilters.includes(state)).toBe(true);
        const { tab } = placeOfOffer(state);
        // No quote from this supplier → requests (while it can be answered), never live-quotes or accepted.
        if (!f.quote) expect(['requests', 'expired']).toContain(tab);
        if (tab === 'requests') {
          expect(f.quote).toBeNull();
          expect(f.status).toBe(RequestStatus.active);
          expect(f.isIgnore).toBe(false);
          expect(f.dateOffersUntil >= today).toBe(true);
        }
        // Live quotes: answered, still active, not rejected.
        if (tab === 'live-quotes') {
          expect(f.quote && !f.quote.isRejected && f.status === RequestStatus.active).toBe(true);
        }
        // Accepted exactly when this supplier's quote is the selected one.
        expect(tab === 'accepted').toBe(Boolean(f.quote?.isSelected));
        // Accepted for another supplier, or closed without acceptance → expired.
        if (f.status !== RequestStatus.active && !f.quote?.isSelected) expect(tab).toBe('expired');
        // Declining is undone by clearing is_ignore, and only an unanswered request moves back.
        if (f.isIgnore && !f.quote) {
          expect(state).toBe('declined');
          const undone = offerState({ ...f, isIgnore: false }, today);
          expect(undone === null || undone === 'expired').toBe(true);
        }
        // Marking called only moves a request between live-quotes sub-tabs.
        if (state === 'requested') {
          expect(['quoted', 'discussing']).toContain(offerState({ ...f, callRequested: false }, today));
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('the SQL tab mapping', () => {
  const t = useTestDatabase({ reset: false });

  it('gives the same state as the function for every combination of facts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(factsArb, { minLength: 1, maxLength: 60 }), day, async (all, today) => {
        const rows = sql.join(
          all.map(
            (f, i) =>
              sql`(${i}::int, ${f.status}::int, ${f.dateOffersUntil}::date, ${f.isIgnore ? 1 : 0}::int,
                ${f.callRequested ? new Date().toISOString() : null}::timestamptz,
                ${f.quote ? i + 1 : null}::int, ${f.quote?.isSelected ? 1 : 0}::int,
                ${f.quote?.isRejected ? new Date().toISOString() : null}::timestamptz,
                ${Boolean(f.quote?.discussing)}::boolean)`,
          ),
          sql`, `,
        );
        const state = offerStateSql(
          {
            status: sql`f.status`,
            dateOffersUntil: sql`f.until`,
            isIgnore: sql`f.ignore`,
            callRequestedAt: sql`f.call_at`,
            quoteId: sql`f.quote_id`,
            quoteSelected: sql`f.selected`,
            quoteRejectedAt: sql`f.rejected_at`,
            discussing: sql`f.discussing`,
          },
          today,
        );
        const result = await queryRows<{ i: number; state: string }>(
          t.db,
          sql`select f.i, ${state} as state
            from (values ${rows}) as f(i, status, until, ignore, call_at, quote_id, selected, rejected_at, discussing)
            order by f.i`,
        );
        expect(result.map((r) => stateFromSql(r.state))).toEqual(all.map((f) => offerState(f, today)));
      }),
      { numRuns: 40 },
    );
  });
});

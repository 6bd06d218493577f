import { sql, type SQL } from 'drizzle-orm';
import { RequestStatus } from '@marquee/contracts/enums';
import type { OfferFilter, OfferState } from '@marquee/contracts/offers';

/*
 * The supplier tab mapping of spec 4, written once (docs/decisions/0039): `offerState` for code that holds the
 * facts (presenters, tests), `offerStateSql` for SQL that filters and counts by it. offer-state.test.ts checks
 * that both give the same answer for every combination of facts.
 */

/** What decides where a request sits for one supplier. */
export interface OfferFacts {
  /** The request's status: 10 active, 20 accepted, 30 finished. */
  status: number;
  /** The request's last day for offers, 'yyyy-mm-dd'. */
  dateOffersUntil: string;
  /** The supplier declined it ("I'm not interested"). */
  isIgnore: boolean;
  /** The organiser asked this supplier for a call and it was not marked called yet. */
  callRequested: boolean;
  /** This supplier's quote, if they answered. */
  quote: null | {
    isSelected: boolean;
    /** The organiser rejected it, or changed decision away from it. */
    isRejected: boolean;
    /** A chat about this quote has messages. */
    discussing: boolean;
  };
}

/**
 * The offer state (spec 4 "Supplier tab mapping"), `today` being the UK day ('yyyy-mm-dd'):
 * selected for this supplier → accepted; declined by the supplier (not answered) or their quote rejected by the
 * organiser → declined; accepted for another supplier or closed without this one → expired; answered and still
 * active → requested (a call asked for), discussing (a chat has messages) or quoted; not answered and still taking
 * offers → null (the requests tab); not answered after the offers deadline → expired (it can no longer be answered).
 */
export function offerState(f: OfferFacts, today: string): OfferState {
  if (f.quote?.isSelected) return 'accepted';
  if (!f.quote && f.isIgnore) return 'declined';
  if (f.quote?.isRejected) return 'declined';
  if (f.status !== RequestStatus.active) return 'expired';
  if (f.quote) return f.callRequested ? 'requested' : f.quote.discussing ? 'discussing' : 'quoted';
  return f.dateOffersUntil >= today ? null : 'expired';
}

/** The SQL value of the requests tab (null in code): 'index', as the counters call it (spec 3). */
export const REQUESTS_STATE = 'index';

/** Where the columns of the facts are in a query. Each is an SQL expression. */
export interface OfferFactColumns {
  status: SQL;
  dateOffersUntil: SQL;
  isIgnore: SQL;
  callRequestedAt: SQL;
  /** The quote's id (null when not answered), is_selected, rejected_at. */
  quoteId: SQL;
  quoteSelected: SQL;
  quoteRejectedAt: SQL;
  /** A boolean: a chat about the quote has messages. */
  discussing: SQL;
}

/** `offerState` as an SQL text expression: the offer filter, or 'index' for the requests tab. */
export function offerStateSql(c: OfferFactColumns, today: string): SQL {
  const state = (s: OfferFilter) => sql.raw(`'${s}'`);
  return sql`(case
    when ${c.quoteSelected} = 1 then ${state('accepted')}
    when ${c.quoteId} is null and ${c.isIgnore} = 1 then ${state('declined')}
    when ${c.quoteRejectedAt} is not null then ${state('declined')}
    when ${c.status} <> ${sql.raw(String(RequestStatus.active))} then ${state('expired')}
    when ${c.quoteId} is not null then (case
      when ${c.callRequestedAt} is not null then ${state('requested')}
      when ${c.discussing} then ${state('discussing')}
      else ${state('quoted')} end)
    when ${c.dateOffersUntil} >= ${today}::date then ${sql.raw(`'${REQUESTS_STATE}'`)}
    else ${state('expired')}
  end)`;
}

/** The state as stored or selected ('index' or a filter) to the contracts' value (null for the requests tab). */
export const stateFromSql = (value: string): OfferState =>
  value === REQUESTS_STATE ? null : (value as OfferFilter);

/** The contracts' value to its SQL text. */
export const stateToSql = (state: OfferState): string => state ?? REQUESTS_STATE;

import { describe, expect, it } from 'vitest';
import type { SupplierCounters } from '@marquee/contracts/offers';
import { countsOf, offerOf, offersHref, offersOfTab, resolveSubTab, timeLeft } from './offer-tabs';

const counters = {
  index_count: 4,
  index_new_count: 2,
  quoted_count: 3,
  quoted_new_count: 0,
  requested_count: 1,
  requested_new_count: 1,
  discussing_count: 2,
  discussing_new_count: 1,
  accepted_count: 1,
  accepted_new_count: 1,
  declined_count: 5,
  declined_new_count: 0,
  expired_count: 6,
  expired_new_count: 2,
} satisfies SupplierCounters;

describe('offer tabs', () => {
  it('opens live quotes on Offers sent and expired on Expired, and keeps a named sub-tab', () => {
    expect(resolveSubTab('live-quotes', null)).toBe('offers-sent');
    expect(resolveSubTab('expired', undefined)).toBe('expired');
    expect(resolveSubTab('expired', 'declined')).toBe('declined');
    expect(resolveSubTab('expired', 'discussing')).toBe('expired');
    expect(resolveSubTab('requests', 'declined')).toBeNull();
  });

  it('lists the offer filter of each tab and sub-tab', () => {
    expect(offerOf('requests', null)).toBeNull();
    expect(offerOf('accepted', null)).toBe('accepted');
    expect(offerOf('live-quotes', 'call-requested')).toBe('requested');
    expect(offerOf('expired', 'declined')).toBe('declined');
  });

  it('sums the sub-tabs into their tab', () => {
    expect(countsOf(counters, offersOfTab('live-quotes'))).toEqual({ total: 6, unread: 2 });
    expect(countsOf(counters, offersOfTab('expired'))).toEqual({ total: 11, unread: 2 });
    expect(countsOf(counters, offersOfTab('requests'))).toEqual({ total: 4, unread: 2 });
    expect(countsOf(undefined, [null])).toEqual({});
  });

  it('links a sub-tab through ?tab=', () => {
    expect(offersHref('expired', 'declined')).toBe('/supplier-dashboard/offers/expired?tab=declined');
    expect(offersHref('accepted')).toBe('/supplier-dashboard/offers/accepted');
  });

  it('says the time left in hours, then days', () => {
    expect(timeLeft(0)).toBe('Less than an hour left');
    expect(timeLeft(5)).toBe('5 h left');
    expect(timeLeft(47)).toBe('47 h left');
    expect(timeLeft(48)).toBe('2 days left');
    expect(timeLeft(77)).toBe('3 days 5 h left');
  });
});

import {
  defaultSubTab,
  offerSubTabs,
  type CounterKey,
  type OfferState,
  type OfferSubTab,
  type OfferTab,
  type SupplierCounters,
} from '@marquee/contracts/offers';
import { paths } from '../../../config/paths';

/** The four tabs of spec 2.5 with their labels, in order. */
export const offerTabList: readonly { value: OfferTab; label: string }[] = [
  { value: 'requests', label: 'New requests' },
  { value: 'live-quotes', label: 'Live quotes' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'expired', label: 'Expired' },
];

/**
 * The word an empty tab puts in the spec's 'There are no {tab} quote requests at this moment': a word that reads
 * in that sentence, not the tab's label ('New requests' made 'no new requests quote requests').
 */
const emptyWords: Record<OfferTab | OfferSubTab, string> = {
  requests: 'new',
  'live-quotes': 'live',
  accepted: 'accepted',
  expired: 'expired',
  'offers-sent': 'quoted',
  'call-requested': 'call-requested',
  discussing: 'discussed',
  declined: 'declined',
};
export const emptyTabWord = (tab: OfferTab, sub: OfferSubTab | null): string => emptyWords[sub ?? tab];

/** The sub-tabs of a tab, in the order the spec lists them (live quotes; expired: Declined, Expired). */
export const subTabsOf = (tab: OfferTab): OfferSubTab[] =>
  (Object.keys(offerSubTabs) as OfferSubTab[]).filter((k) => offerSubTabs[k].tab === tab);

/** The sub-tab the URL names, or the tab's default; null for tabs without sub-tabs. */
export function resolveSubTab(tab: OfferTab, value: string | null | undefined): OfferSubTab | null {
  const subs = subTabsOf(tab);
  if (subs.length === 0) return null;
  if (value && (subs as string[]).includes(value)) return value as OfferSubTab;
  return defaultSubTab[tab as keyof typeof defaultSubTab];
}

/** The offer filter a tab (and sub-tab) lists: null is the requests tab. */
export function offerOf(tab: OfferTab, sub: OfferSubTab | null): OfferState {
  if (sub) return offerSubTabs[sub].offer;
  return tab === 'accepted' ? 'accepted' : null;
}

/** The counters' key of an offer state ('index' is the requests tab). */
export const counterKeyOf = (offer: OfferState): CounterKey => offer ?? 'index';

/** A tab's or sub-tab's total and NEW count, summing the sub-tabs of a tab. */
export function countsOf(
  counters: SupplierCounters | undefined,
  offers: OfferState[],
): { total?: number; unread?: number } {
  if (!counters) return {};
  const keys = offers.map(counterKeyOf);
  return {
    total: keys.reduce((n, k) => n + counters[`${k}_count`], 0),
    unread: keys.reduce((n, k) => n + counters[`${k}_new_count`], 0),
  };
}

/** The offer states a tab holds (each of its sub-tabs, or its own). */
export const offersOfTab = (tab: OfferTab): OfferState[] => {
  const subs = subTabsOf(tab);
  return subs.length ? subs.map((s) => offerSubTabs[s].offer) : [offerOf(tab, null)];
};

/** The link to a tab and sub-tab: /supplier-dashboard/offers/{tab}?tab={sub-tab}. */
export function offersHref(tab: OfferTab, sub?: OfferSubTab | null): string {
  const base = paths.supplierDashboard.href('offers', tab);
  return sub ? `${base}?tab=${sub}` : base;
}

/** The time left before offers close, in words: '2 days 5 h left', '3 h left', 'Less than an hour left'. */
export function timeLeft(hours: number): string {
  if (hours < 1) return 'Less than an hour left';
  if (hours < 48) return `${hours} h left`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} days ${rest} h left` : `${days} days left`;
}

import { IconInbox } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState } from '../../../components/ui/building-state';
import { ScreenTabs, resolveTab } from '../../dashboard/components/screen-tabs';
import type { SectionProps } from '../../dashboard/lib/section-props';

export const supplierOfferTabs = [
  { value: 'requests', label: 'New requests' },
  { value: 'live-quotes', label: 'Live quotes' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'expired', label: 'Expired' },
] as const;

const liveQuoteTabs = [
  { value: 'offers-sent', label: 'Offers sent' },
  { value: 'call-requested', label: 'Call Requested' },
  { value: 'discussing', label: 'Discussing' },
] as const;

const expiredTabs = [
  { value: 'expired', label: 'Expired' },
  { value: 'declined', label: 'Declined' },
] as const;

/** What each tab will list once offers can be read here. */
const coming: Record<string, string> = {
  requests:
    'Requests from organisers that match your services and area will arrive here. We will also let you know by e-mail.',
  'live-quotes': 'Requests you have answered will stay here while the organiser compares quotes.',
  accepted: 'When an organiser selects you for their event, the request will move here.',
  expired: 'Requests that closed without you, or that you declined, will be kept here.',
};

/**
 * Supplier offers (spec 2.5): tabs requests, live-quotes, accepted, expired; the `?tab=` query picks the
 * sub-tab of live quotes and expired requests. Until offers can be read here each tab says it is coming.
 */
export function SupplierOffers({ submenu }: SectionProps) {
  const [params] = useSearchParams();
  const subtab = params.get('tab') ?? undefined;
  const current = resolveTab(supplierOfferTabs, submenu, 'requests');
  const sub =
    current === 'live-quotes'
      ? resolveTab(liveQuoteTabs, subtab, 'offers-sent')
      : current === 'expired'
        ? resolveTab(expiredTabs, subtab, 'expired')
        : undefined;
  return (
    <>
      <PageHeader
        eyebrow="Offers"
        title="Requests for your services"
        description="Review requests from organisers in your area, submit proposals and follow them through."
      />
      <ScreenTabs
        label="Offer status"
        tabs={supplierOfferTabs}
        value={current}
        hrefFor={(t) => paths.supplierDashboard.href('offers', t)}
      />
      {current === 'live-quotes' && sub && (
        <ScreenTabs
          label="Live quotes"
          variant="pills"
          tabs={liveQuoteTabs}
          value={sub}
          hrefFor={(t) => `${paths.supplierDashboard.href('offers', 'live-quotes')}?tab=${t}`}
        />
      )}
      {current === 'expired' && sub && (
        <ScreenTabs
          label="Expired requests"
          variant="pills"
          tabs={expiredTabs}
          value={sub}
          hrefFor={(t) => `${paths.supplierDashboard.href('offers', 'expired')}?tab=${t}`}
        />
      )}
      <BuildingState
        icon={<IconInbox size={28} stroke={1.6} aria-hidden="true" />}
        description={coming[current]}
      />
    </>
  );
}

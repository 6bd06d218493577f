import { Button, Text } from '@mantine/core';
import {
  IconCreditCard,
  IconInbox,
  IconMessages,
  IconReceipt,
  IconSettings,
  IconUserCircle,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { notices } from '@marquee/contracts/messages';
import { limits } from '@marquee/contracts/limits';
import { contact, paths } from '../../../config/paths';
import { PageHeader } from '../../../components/ui/page-header';
import { BuildingState, EmptyList } from '../../../components/ui/building-state';
import { ScreenTabs, resolveTab } from './screen-tabs';

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

const offerEmpty: Record<string, { title: string; description: string }> = {
  requests: {
    title: 'There are no new requests at this moment',
    description:
      'Requests from organisers that match your services and area arrive here. We will also let you know by e-mail.',
  },
  'live-quotes': {
    title: 'There are no live quotes at this moment',
    description: 'Requests you have answered stay here while the organiser compares quotes.',
  },
  accepted: {
    title: 'There are no accepted quotes at this moment',
    description: 'When an organiser selects you for their event, the request moves here.',
  },
  expired: {
    title: 'There are no expired requests at this moment',
    description: 'Requests that closed without you, or that you declined, are kept here.',
  },
};

/** Supplier offers (spec 2.5): tabs requests, live-quotes, accepted, expired, with their sub-tabs. */
/** `subtab` is the `?tab=` query: live quotes and expired requests have sub-tabs of their own. */
export function SupplierOffers({ tab, subtab }: { tab?: string; subtab?: string }) {
  const current = resolveTab(supplierOfferTabs, tab, 'requests');
  const sub =
    current === 'live-quotes'
      ? resolveTab(liveQuoteTabs, subtab, 'offers-sent')
      : current === 'expired'
        ? resolveTab(expiredTabs, subtab, 'expired')
        : undefined;
  const empty = offerEmpty[current]!;
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
      <EmptyList
        icon={<IconInbox size={28} stroke={1.6} aria-hidden="true" />}
        title={empty.title}
        description={empty.description}
      />
    </>
  );
}

/** Supplier messages with the empty text of spec 2.5 and its 'View Requests' button. */
export function SupplierMessages() {
  // The spec's text is two lines run together; show them as the two lines they are.
  const [first, ...rest] = notices.noConversations.split(/ (?=Respond)/);
  return (
    <>
      <PageHeader
        eyebrow="Messages"
        title="Conversations"
        description="Discuss details with organisers in one place."
      />
      <EmptyList
        icon={<IconMessages size={28} stroke={1.6} aria-hidden="true" />}
        title={first ?? notices.noConversations}
        description={rest.join(' ')}
        actions={
          <Button component={Link} to={paths.supplierDashboard.href('offers')}>
            View Requests
          </Button>
        }
      />
    </>
  );
}

export function SupplierProfile({ mode }: { mode: 'view' | 'edit' | 'preview' }) {
  const title = mode === 'edit' ? 'Edit profile' : mode === 'preview' ? 'Profile preview' : 'My profile';
  return (
    <>
      <PageHeader
        eyebrow="Profile"
        title={title}
        description="Your public page in the directory: what organisers see before they contact you."
      />
      {mode === 'edit' && (
        <ScreenTabs
          label="Profile sections"
          tabs={[
            { value: 'settings', label: 'Profile settings' },
            { value: 'services', label: 'Services & Location' },
          ]}
          value="settings"
          hrefFor={() => paths.supplierDashboard.href('profile-edit')}
        />
      )}
      <BuildingState
        icon={<IconUserCircle size={28} stroke={1.6} aria-hidden="true" />}
        description="Soon you will edit your logo, cover image, summary, examples of your work, documents, certificates and sustainability credentials here, and preview your page before it goes live."
        actions={
          <Button component={Link} to={paths.directory.href()} variant="outline">
            View the directory
          </Button>
        }
      />
    </>
  );
}

export function SupplierSubscriptions() {
  return (
    <>
      <PageHeader
        eyebrow="Subscriptions"
        title="Manage subscriptions"
        description="Your plan decides how many requests you can answer and how many services you can list."
      />
      <BuildingState
        icon={<IconReceipt size={28} stroke={1.6} aria-hidden="true" />}
        description={
          <>
            <Text span inherit>
              Plans, upgrades and promo codes will be managed here. Every supplier can receive and reply to{' '}
              {limits.freeRfqNumberDefault} relevant quotes free; after that, plans start from £
              {limits.fromPricePerMonth} per month.
            </Text>
          </>
        }
      />
    </>
  );
}

export function SupplierSettings() {
  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Account settings"
        description="Your contact details, the e-mail and website shown on your profile, and your password."
      />
      <BuildingState
        icon={<IconSettings size={28} stroke={1.6} aria-hidden="true" />}
        description="Supplier account settings are being built. If you need to change your details today, e-mail us and we will update them for you."
        actions={
          <Button component="a" href={`mailto:${contact.email}`} variant="outline">
            E-mail us
          </Button>
        }
      />
    </>
  );
}

export function SupplierPayments() {
  return (
    <>
      <PageHeader
        eyebrow="Payments"
        title="Payment methods"
        description="The cards you pay your subscription with. One of them is your default."
      />
      <BuildingState
        icon={<IconCreditCard size={28} stroke={1.6} aria-hidden="true" />}
        description="Saving cards, choosing your default card and removing old ones will be done here. Card details are handled by our card payment provider and never stored by Marquee."
      />
    </>
  );
}

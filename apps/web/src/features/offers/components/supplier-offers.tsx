import { useEffect, useState } from 'react';
import { Alert, Button, Group, Pagination, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { IconSearch, IconSparkles } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errors, notices } from '@marquee/contracts/messages';
import {
  offerSubTabs,
  offerTexts,
  type OfferNotify,
  type OfferTab,
  type Quota,
} from '@marquee/contracts/offers';
import { toastTexts } from '@marquee/contracts/toasts';
import { PageHeader } from '../../../components/ui/page-header';
import { showToast, toastWithUndo } from '../../../components/ui/toast';
import { requestRef } from '../../../lib/format';
import { ScreenTabs, resolveTab } from '../../../components/dashboard/screen-tabs';
import { TabCount } from '../../../components/dashboard/tab-count';
import type { SectionProps } from '../../../components/dashboard/section-props';
import { useCheckQuota } from '../api/check-quota';
import { useOfferCounters } from '../api/get-offer-counters';
import { useOfferOfRequest } from '../api/get-offer-of-request';
import { useOffers } from '../api/get-offers';
import { useMarkCalled } from '../api/mark-called';
import { refreshOffers } from '../../../lib/query-keys';
import { updateOffer, useUpdateOffer } from '../api/update-offer';
import {
  countsOf,
  offerOf,
  emptyTabWord,
  offerTabList,
  offersHref,
  offersOfTab,
  resolveSubTab,
  subTabsOf,
} from '../lib/offer-tabs';
import { FirstSteps } from './first-steps';
import { OfferCard, type OfferActions } from './offer-card';
import { RESPOND, upgradeHref } from '../../../lib/upgrade-path';
import { pounds } from '../../../lib/format';
import { ProposalModal, quotaOf } from './proposal-modal';
import { useAnsweringPlan } from './quota-exhausted';
import { QuotaFigures } from './quota-figures';

/** Spec 9: the search waits this long after the last key. */
const SEARCH_DELAY_MS = 250;
const REQUEST_ID = /^\s*[0-9]{1,10}(-ds)?\s*$/i;

/**
 * Spec 2.5: the free-tier banner asks the supplier to upgrade to answer further enquiries, with the same figures
 * as the 402 modal and the plan that answers every request.
 */
function FreeTierBanner({ quota }: { quota: Quota }) {
  const plan = useAnsweringPlan();
  return (
    <Alert
      color="coral"
      variant="light"
      radius="md"
      mb="lg"
      icon={<IconSparkles size={20} aria-hidden="true" />}
      title={offerTexts.freeTierBanner}
      data-testid="free-tier-banner"
      styles={{ title: { color: 'var(--mantine-color-navy-9)' } }}
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <QuotaFigures quota={quota} compact />
          {plan && (
            <Text size="sm" c="gray.9">
              {plan.name} answers every request, for {pounds(plan.price_per_month)} a month.
            </Text>
          )}
        </Stack>
        <Button component={Link} to={upgradeHref({ planId: plan?.id })} color="coral.8" size="compact-md">
          {offerTexts.upgrade}
        </Button>
      </Group>
    </Alert>
  );
}

type Answering = { offer: OfferNotify; quota?: Quota };

/**
 * Supplier offers (spec 2.5, 4): tabs requests, live-quotes, accepted, expired with totals and NEW counts;
 * the sub-tabs of live quotes and expired in `?tab=`; search by request id; `?rfq_notify={id}` (the e-mail's
 * deep link) opens the tab holding that request; the free-tier banner; and the proposal and quota modals.
 */
export function SupplierOffers({ submenu }: SectionProps) {
  const tab = resolveTab(offerTabList, submenu, 'requests') as OfferTab;
  const [params] = useSearchParams();
  const sub = resolveSubTab(tab, params.get('tab'));
  const offer = offerOf(tab, sub);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DELAY_MS);
  const searchValid = debounced.trim() === '' || REQUEST_ID.test(debounced);
  const requestId = searchValid ? debounced.trim() : '';
  const [page, setPage] = useState(1);
  const [answering, setAnswering] = useState<Answering | null>(null);
  const [busy, setBusy] = useState<OfferActions['busy']>(null);
  const counters = useOfferCounters();
  const list = useOffers({ offer, requestId, page });
  const update = useUpdateOffer();
  const called = useMarkCalled();
  const check = useCheckQuota();

  useEffect(() => setPage(1), [offer, requestId]);

  // ?rfq_notify={request id}: the tab (and sub-tab) where the server says that request lives now; with &respond
  // (back from the upgrade that the 402 led to) its proposal opens too, when the supplier may answer it now.
  const rfq = Number(params.get('rfq_notify'));
  const respond = params.has(RESPOND);
  const target = useOfferOfRequest(Number.isInteger(rfq) && rfq > 0 ? rfq : null);
  useEffect(() => {
    if (!target.isSuccess) return;
    const found = target.data.data[0];
    void navigate(found ? offersHref(found.tab, found.sub_tab) : offersHref('requests'), {
      replace: true,
      state: found ? { focus: found.service_request_id } : undefined,
    });
    if (found && respond && found.policies.respond) setAnswering({ offer: found });
  }, [target.isSuccess, target.data, navigate, respond]);
  const focus = (location.state as { focus?: number } | null)?.focus;
  useEffect(() => {
    if (!focus || !list.data) return;
    document.querySelector(`[data-request-id="${focus}"]`)?.scrollIntoView({ block: 'center' });
  }, [focus, list.data]);

  const c = counters.data;
  const tabs = offerTabList.map((t) => ({
    ...t,
    extra: <TabCount noun="new" {...countsOf(c, offersOfTab(t.value))} />,
  }));
  const subTabs = subTabsOf(tab).map((s) => ({
    value: s,
    label: offerSubTabs[s].label,
    extra: <TabCount noun="new" {...countsOf(c, [offerSubTabs[s].offer])} />,
  }));
  const quota = list.data?.quota;
  const offers = list.data?.data ?? [];
  const meta = list.data?.meta;
  const tabLabel = sub ? offerSubTabs[sub].label : offerTabList.find((t) => t.value === tab)!.label;

  const actions: OfferActions = {
    busy,
    onRespond: (o) => setAnswering({ offer: o }),
    onUpgrade: (o) => {
      setBusy({ id: o.id, action: 'respond' });
      check.mutate(o.service_request_id, {
        onSettled: () => setBusy(null),
        // The allowance came back (an upgrade, a lead given back): the form opens after all.
        onSuccess: () => {
          setAnswering({ offer: o });
          void refreshOffers(queryClient);
        },
        onError: (err) => {
          // Any other failure still shows the figures the list last gave.
          const exhausted = quotaOf(err)?.quota;
          const q = exhausted ?? quota;
          if (q) setAnswering({ offer: o, quota: q });
          // The banner reads the list's quota again, so it shows the 402's figures too.
          if (exhausted) void refreshOffers(queryClient);
        },
      });
    },
    onDecline: (o, decline) => {
      setBusy({ id: o.id, action: 'decline' });
      const ref = requestRef(o.service_request_id);
      // The promise: the card leaves the refreshed list. A failure is the query client's error toast.
      update
        .mutateAsync({ id: o.id, is_ignore: decline })
        .then(
          () =>
            decline
              ? toastWithUndo({
                  message: toastTexts.offerDeclined(ref),
                  undone: toastTexts.offerRestored(ref),
                  undo: () =>
                    updateOffer({ id: o.id, is_ignore: false }).then(() => refreshOffers(queryClient)),
                })
              : showToast(toastTexts.offerRestored(ref)),
          () => undefined,
        )
        .finally(() => setBusy(null));
    },
    onCalled: (o) => {
      setBusy({ id: o.id, action: 'called' });
      called.mutate(o.id, { onSettled: () => setBusy(null) });
    },
  };

  return (
    <>
      <PageHeader
        eyebrow="Offers"
        title="Requests for your services"
        description="Review requests from organisers in your area, submit proposals and follow them through."
      />
      {/* Before the first request, how requests arrive and a profile checklist; the upgrade banner after. */}
      {quota && quota.received === 0 ? (
        <FirstSteps />
      ) : (
        quota && !quota.unlimited && <FreeTierBanner quota={quota} />
      )}
      <ScreenTabs label="Offer status" tabs={tabs} value={tab} hrefFor={(t) => offersHref(t as OfferTab)} />
      <Group justify="space-between" align="flex-start" gap="sm" mb="lg" wrap="wrap">
        {sub ? (
          <ScreenTabs
            label={tab === 'live-quotes' ? 'Live quotes' : 'Expired requests'}
            variant="pills"
            tabs={subTabs}
            value={sub}
            hrefFor={(s) => offersHref(tab, s as typeof sub)}
          />
        ) : (
          <span />
        )}
        <TextInput
          label="Search by request id"
          placeholder="e.g. 123-ds"
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          error={searchValid ? undefined : offerTexts.requestIdInvalid}
          w={{ base: '100%', sm: 260 }}
        />
      </Group>
      {list.isPending ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading offers">
          <Skeleton height={200} radius="md" />
          <Skeleton height={200} radius="md" />
        </Stack>
      ) : list.isError ? (
        // Spec 8: a failed offers list shows the plain text 'ERROR'.
        <Text c="red.9" fw={600} role="alert" data-testid="offers-error">
          {errors.offersFailed}
        </Text>
      ) : offers.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text c="gray.8" data-testid="offers-empty">
            {requestId
              ? `No request ${requestId} under ${tabLabel}`
              : notices.emptyRequests(emptyTabWord(tab, sub))}
          </Text>
        </Paper>
      ) : (
        <Stack gap="md" data-testid="offers-list">
          {offers.map((o) => (
            <OfferCard
              key={o.id}
              offer={o}
              quota={quota!}
              highlighted={o.service_request_id === focus}
              actions={actions}
            />
          ))}
          {meta && meta.last_page > 1 && (
            <Group justify="center">
              <Pagination total={meta.last_page} value={page} onChange={setPage} />
            </Group>
          )}
        </Stack>
      )}
      {answering && (
        <ProposalModal
          key={answering.offer.id}
          offer={answering.offer}
          initialQuota={answering.quota}
          onClose={(sent) => {
            setAnswering(null);
            // Spec 4: closing after success removes the answered offer from the list.
            if (sent) void refreshOffers(queryClient);
          }}
        />
      )}
    </>
  );
}

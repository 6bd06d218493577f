import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Group,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import {
  createQuoteBody,
  offerTexts,
  type OfferNotify,
  type Quota,
  type QuotaExhausted as QuotaBody,
} from '@marquee/contracts/offers';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { ApiError, describeError } from '../../../lib/api-error';
import { useOwnProfile } from '../../../lib/api/get-own-profile';
import { requestRef } from '../../../lib/format';
import { useViewOnly } from '../../../lib/view-only';
import { refreshOffers } from '../../../lib/query-keys';
import { useCreateQuote } from '../api/create-quote';
import { offersHref } from '../lib/offer-tabs';
import { QuotaExhausted } from './quota-exhausted';
import { RequestBrief } from './request-brief';

interface ProposalValues {
  message: string;
  price: string;
}

const fields = ['message', 'price'] as const;

// The contract's own rules ('Response is a required field', the price in £); the request id is the modal's.
const resolver = zodResolver(
  createQuoteBody.pick({ message: true, price: true }),
) as unknown as Resolver<ProposalValues>;

/** What the modal shows: the form, the success message, or the 402 with the supplier's figures. */
type Stage = { kind: 'form' } | { kind: 'sent' } | { kind: 'quota'; quota: Quota };

/** The body of a 402 (spec 3 "Quota-exhausted response"), when it is one. */
export function quotaOf(err: unknown): QuotaBody | null {
  if (!(err instanceof ApiError) || err.status !== 402) return null;
  const body = err.body as Partial<QuotaBody> | null;
  // The figures come from its quota, the same answer the offers list carries (the banner's figures).
  return typeof body?.quota === 'object' && body.quota !== null ? (body as QuotaBody) : null;
}

function ProposalForm({
  offer,
  template,
  onSent,
  onQuota,
  onCancel,
}: {
  offer: OfferNotify;
  template: string;
  onSent: () => void;
  onQuota: (q: QuotaBody) => void;
  onCancel: () => void;
}) {
  const form = useForm<ProposalValues>({ resolver, defaultValues: { message: template, price: '' } });
  const create = useCreateQuote();
  const viewOnly = useViewOnly(); // off while viewing as another user (docs/decisions/0071)
  const [failure, setFailure] = useState<string | null>(null);
  const message = useFieldBinding({ control: form.control, name: 'message' });
  const price = useFieldBinding({ control: form.control, name: 'price' });

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      { service_request_id: offer.service_request_id, message: values.message, price: values.price },
      {
        onSuccess: onSent,
        onError: (err) => {
          const quota = quotaOf(err);
          if (quota) return onQuota(quota);
          const placed = setServerFieldErrors(form.setError, err, fields, { focus: true });
          if (placed.length === 0) setFailure(describeError(err));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Proposal">
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <Textarea
          {...message}
          label="Your response"
          description="Introduce yourself and say what you can offer for this event. It starts from the response template of your profile."
          required
          // Not autosize: its font-loading listener is missing in jsdom, and a resizable box serves as well.
          rows={6}
          resize="vertical"
        />
        <TextInput
          {...price}
          label="Total price (optional)"
          description="Shown to the organiser next to other quotes."
          leftSection={
            <Text size="sm" c="gray.8" aria-hidden="true">
              £
            </Text>
          }
          inputMode="decimal"
          placeholder="e.g. 1250"
          maw={260}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" color="coral.8" loading={create.isPending} {...viewOnly}>
            Send proposal
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Submit proposal (spec 2.7, 4 "Proposal modal", 5): the organiser's brief beside the response, prefilled from the profile's response
 * template, and an optional total price in £; then a success message, or the 402 prompt to upgrade. `onClose`
 * says whether a proposal was sent, so the list is refreshed and the answered offer leaves it.
 */
export function ProposalModal({
  offer,
  initialQuota,
  onClose,
}: {
  offer: OfferNotify;
  /** Opened by 'Upgrade to respond to this request': the figures are already known. */
  initialQuota?: Quota;
  onClose: (sent: boolean) => void;
}) {
  const [stage, setStage] = useState<Stage>(
    initialQuota ? { kind: 'quota', quota: initialQuota } : { kind: 'form' },
  );
  const profile = useOwnProfile();
  const queryClient = useQueryClient();
  const service = offer.service_request.service?.product ?? 'this request';
  const close = () => onClose(stage.kind === 'sent');

  return (
    <Modal
      opened
      onClose={close}
      title={
        stage.kind === 'quota' ? offerTexts.quotaTitle : `Respond to #${requestRef(offer.service_request_id)}`
      }
      centered
      radius="lg"
      size={stage.kind === 'form' ? 'xl' : 'lg'}
    >
      {stage.kind === 'quota' ? (
        <QuotaExhausted quota={stage.quota} requestId={offer.service_request_id} />
      ) : stage.kind === 'sent' ? (
        <Stack gap="md" align="flex-start">
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={20} />}
            title="Proposal sent"
            styles={{ label: { color: 'var(--mantine-color-navy-9)' } }}
            w="100%"
          >
            The organiser has your proposal for {service}. We will let you know when they open it; you can
            follow it under Live quotes.
          </Alert>
          <Group justify="flex-end" gap="sm" w="100%">
            <Button
              variant="default"
              component={Link}
              to={offersHref('live-quotes')}
              onClick={() => onClose(true)}
            >
              View live quotes
            </Button>
            <Button color="coral.8" onClick={close}>
              Done
            </Button>
          </Group>
        </Stack>
      ) : profile.isPending ? (
        <Stack gap="md">
          <Skeleton height={150} radius="sm" />
          <Skeleton height={36} width={260} radius="sm" />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {/* Issue 21: the organiser's brief beside the response box (first on a phone). */}
          <RequestBrief offer={offer} />
          <ProposalForm
            offer={offer}
            template={profile.data?.profile.response_template ?? ''}
            onSent={() => setStage({ kind: 'sent' })}
            onQuota={(q) => {
              setStage({ kind: 'quota', quota: q.quota });
              // The free-tier banner behind the modal shows the same figures as the 402.
              void refreshOffers(queryClient);
            }}
            onCancel={() => onClose(false)}
          />
        </SimpleGrid>
      )}
    </Modal>
  );
}

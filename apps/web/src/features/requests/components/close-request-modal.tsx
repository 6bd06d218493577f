import { useState } from 'react';
import { Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { CloseReason, type CloseReasonCode } from '@marquee/contracts/enums';
import { closeReasonLabels, type ServiceRequest } from '@marquee/contracts/requests';
import { quotesQueryOptions } from '../api/get-quotes';
import { useCloseRequest } from '../api/close-request';
import { requestRef } from '../../../lib/format';
import { ModalActions } from '../../../components/ui/modal-actions';

/**
 * Close request with a reason (spec 2.7, 4): 2 'Fulfilled by other solution' is chosen first, or, after a supplier
 * was selected, 1 'Fulfilled through Marquee' with that supplier (issue 21); with 1 the organiser may name the
 * supplier whose quote they took.
 */
export function CloseRequestModal({
  request,
  opened,
  onClose,
  onClosed,
}: {
  request: ServiceRequest;
  opened: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  // Issue 21: once a supplier was selected, 1 'Fulfilled through Marquee' with that supplier is the likely answer.
  const [reason, setReason] = useState<CloseReasonCode>(
    request.service_request_accept ? CloseReason.fulfilledThroughMarquee : CloseReason.fulfilledOtherwise,
  );
  const [quoteId, setQuoteId] = useState<string | null>(
    request.service_request_accept ? String(request.service_request_accept.service_request_quote_id) : null,
  );
  const quotes = useQuery({ ...quotesQueryOptions(request.id), enabled: opened });
  const close = useCloseRequest();
  const options = (quotes.data ?? [])
    .filter((q) => !q.is_rejected)
    .map((q) => ({ value: String(q.id), label: q.user.company_name ?? q.user.name }));

  const submit = () =>
    // The promise, not mutate's callback: the card unmounts when the refreshed list no longer holds it, and
    // a callback of an unmounted observer never runs. Failures are shown by the toast channel.
    close
      .mutateAsync({
        id: request.id,
        reason,
        service_request_quote_id:
          reason === CloseReason.fulfilledThroughMarquee && quoteId ? Number(quoteId) : null,
      })
      .then(onClosed, () => undefined);

  return (
    <Modal opened={opened} onClose={onClose} title="Close request" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Request {requestRef(request.id)} for {request.service?.product ?? 'a service'} moves to Finished and
          stops receiving quotes. Why are you closing it?
        </Text>
        <Radio.Group
          value={String(reason)}
          onChange={(v) => setReason(Number(v) as CloseReasonCode)}
          label="Reason"
        >
          <Stack gap="xs" mt="xs">
            {Object.entries(closeReasonLabels).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        {reason === CloseReason.fulfilledThroughMarquee && options.length > 0 && (
          <Select
            label="Which supplier did you choose? (optional)"
            // Naming a quote selects it (docs/decisions/0072): say what that tells the suppliers.
            description={
              request.service_request_accept
                ? undefined
                : 'The supplier you name is told they were selected, and you can review them; the others are told they were not.'
            }
            placeholder="Choose a supplier"
            data={options}
            value={quoteId}
            onChange={setQuoteId}
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <ModalActions onCancel={onClose} onConfirm={submit} loading={close.isPending}>
          Close request
        </ModalActions>
      </Stack>
    </Modal>
  );
}

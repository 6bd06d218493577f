import { useState } from 'react';
import { Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ServiceRequest } from '@marquee/contracts/requests';
import { quotesQueryOptions } from '../api/get-quotes';
import { useAcceptQuote } from '../api/accept-quote';
import { pounds } from '../../../lib/format';
import { ModalActions } from '../../../components/ui/modal-actions';

/**
 * Award the request to a supplier (spec 2.7): a picker among the quotes that can still be chosen. With one
 * quote it is preselected; Select Supplier moves the request to Accepted.
 */
export function SelectSupplierModal({
  request,
  opened,
  onClose,
  onSelected,
}: {
  request: ServiceRequest;
  opened: boolean;
  onClose: () => void;
  onSelected: () => void;
}) {
  const quotes = useQuery({ ...quotesQueryOptions(request.id), enabled: opened });
  const choices = (quotes.data ?? []).filter((q) => q.policies.accept);
  const [picked, setPicked] = useState<string | null>(null);
  const value = picked ?? (choices.length === 1 ? String(choices[0]!.id) : null);
  const accept = useAcceptQuote();

  return (
    <Modal opened={opened} onClose={onClose} title="Select Supplier" centered radius="lg">
      <Stack gap="md">
        <Text size="sm" c="gray.8">
          Choose the supplier you are booking for {request.service?.product ?? 'this request'}. The other
          suppliers who quoted are told they were not chosen.
        </Text>
        {quotes.isSuccess && choices.length === 0 ? (
          <Text size="sm">There are no quotes to choose from yet.</Text>
        ) : (
          <Radio.Group value={value} onChange={setPicked} label="Quotes">
            <Stack gap="xs" mt="xs">
              {choices.map((q) => (
                <Radio
                  key={q.id}
                  value={String(q.id)}
                  label={`${q.user.company_name ?? q.user.name}${q.price !== null ? ` · ${pounds(q.price)}` : ''}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        <ModalActions
          onCancel={onClose}
          disabled={!value}
          loading={accept.isPending}
          onConfirm={() =>
            // The promise: the card (and this modal) leave the refreshed list before mutate's callbacks would run.
            value &&
            accept.mutateAsync({ id: request.id, quoteId: Number(value) }).then(onSelected, () => undefined)
          }
        >
          Select Supplier
        </ModalActions>
      </Stack>
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { dismissSupplierBody } from '@marquee/contracts/admin-suppliers';
import { errors as texts } from '@marquee/contracts/messages';
import { ApiError } from '../../../lib/api-error';
import { useDismissSupplier } from '../api/moderate-supplier';

/**
 * Reject with a reason (spec 5 'Reject supplier reason': required, 50 characters or more; the texts carry the
 * spec's exclamation marks). A failed call opens the spec 8 modal 'Some error occured!'.
 */
export function RejectSupplierModal({
  supplierId,
  opened,
  onClose,
  onRejected,
}: {
  supplierId: number;
  opened: boolean;
  onClose: () => void;
  onRejected: () => void;
}) {
  const dismiss = useDismissSupplier();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = dismissSupplierBody.safeParse({ message });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    dismiss.mutate(
      { id: supplierId, message: parsed.data.message },
      {
        onSuccess: () => {
          setMessage('');
          onRejected();
        },
        onError: (err) => {
          const fieldText =
            err instanceof ApiError && err.status === 422 ? err.fieldErrors.message?.[0] : undefined;
          if (fieldText) setError(fieldText);
          else setFailed(true);
        },
      },
    );
  };

  return (
    <>
      <Modal opened={opened && !failed} onClose={onClose} title="Reject supplier" centered radius="lg">
        <form onSubmit={submit} noValidate aria-label="Reject supplier">
          <Stack gap="md">
            <Text size="sm" c="gray.7">
              The supplier receives this reason by e-mail.
            </Text>
            <Textarea
              label="Reason"
              withAsterisk
              rows={5}
              value={message}
              error={error}
              data-autofocus
              onChange={(e) => {
                setMessage(e.currentTarget.value);
                if (error) setError(null);
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={dismiss.isPending}>
                Reject
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <Modal
        opened={failed}
        onClose={() => {
          setFailed(false);
          onClose();
        }}
        title={texts.rejectSupplierTitle}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text>{texts.rejectSupplierBody}</Text>
          <Group justify="flex-end">
            <Button
              onClick={() => {
                setFailed(false);
                onClose();
              }}
            >
              OK
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

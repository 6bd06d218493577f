import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { dismissSupplierBody } from '@marquee/contracts/admin-suppliers';
import { errors as texts } from '@marquee/contracts/messages';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
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
  // Checked on submit; typing clears the reason's error until the next submit.
  const form = useForm({
    resolver: zodResolver(dismissSupplierBody),
    defaultValues: { message: '' },
    reValidateMode: 'onSubmit',
  });
  const reason = useFieldBinding({ control: form.control, name: 'message' });
  const [failed, setFailed] = useState(false);

  const submit = form.handleSubmit((values) =>
    dismiss.mutate(
      { id: supplierId, message: values.message },
      {
        onSuccess: () => {
          form.reset({ message: '' });
          onRejected();
        },
        onError: (err) => {
          // A 422 on the reason goes under it; anything else opens spec 8's modal.
          const placed = setServerFieldErrors(form.setError, err, ['message']);
          if (placed.length === 0) setFailed(true);
        },
      },
    ),
  );

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
              {...reason}
              data-autofocus
              onChange={(e) => {
                reason.onChange(e);
                form.clearErrors('message');
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

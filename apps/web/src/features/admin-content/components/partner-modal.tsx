import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import {
  contentTexts,
  partnerFields,
  PARTNER_IMAGE_FIELD,
  type PartnerFieldsInput,
} from '@marquee/contracts/admin-content';
import type { Partner } from '@marquee/contracts/content';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { ApiError, describeError } from '../../../lib/api-error';
import { contentForm, useSavePartner } from '../api/admin-content';
import { ImagePicker } from './image-picker';

type PartnerValues = Required<Pick<PartnerFieldsInput, 'company_name' | 'website'>>;
const fields = ['company_name', 'website'] as const;
// The contract's rules and texts (spec 5 "Partner"; websites by decision 0049).
const resolver = zodResolver(partnerFields) as unknown as Resolver<PartnerValues>;

function PartnerForm({ partner, onDone }: { partner: Partner | null; onDone: () => void }) {
  const form = useForm<PartnerValues>({
    resolver,
    defaultValues: { company_name: partner?.company_name ?? '', website: partner?.website ?? '' },
  });
  const save = useSavePartner();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setFailure(null);
    save.mutate(
      { id: partner?.id, form: contentForm(values, PARTNER_IMAGE_FIELD, file) },
      {
        onSuccess: () => {
          showToast(partner ? contentTexts.partnerSaved : contentTexts.partnerAdded);
          onDone();
        },
        onError: (err) => {
          const placed = setServerFieldErrors(form.setError, err, fields, { focus: true });
          const onImage = err instanceof ApiError ? err.fieldErrors[PARTNER_IMAGE_FIELD]?.[0] : undefined;
          if (onImage) setImageError(onImage);
          else if (placed.length === 0) setFailure(describeError(err));
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={partner ? 'Edit partner' : 'Add partner'}>
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <TextField control={form.control} name="company_name" label="Company name" required data-autofocus />
        <TextField
          control={form.control}
          name="website"
          label="Website"
          required
          placeholder="https://example.co.uk"
          inputMode="url"
        />
        <ImagePicker
          label="Logo"
          shape="logo"
          currentUrl={partner?.image_url ?? null}
          file={file}
          onPick={setFile}
          error={imageError}
          onError={setImageError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {partner ? 'Save changes' : 'Add partner'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Add/edit partner company (spec 2.7): name, website and logo. */
export function PartnerModal({
  opened,
  partner,
  onClose,
}: {
  opened: boolean;
  /** The partner to edit; null to add one. */
  partner: Partner | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={partner ? `Edit ${partner.company_name}` : 'Add partner'}
      centered
      radius="lg"
    >
      {opened && <PartnerForm key={partner?.id ?? 'new'} partner={partner} onDone={onClose} />}
    </Modal>
  );
}

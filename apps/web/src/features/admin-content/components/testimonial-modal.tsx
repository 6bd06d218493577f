import { useState, type FormEvent } from 'react';
import { Button, Group, Input, Modal, Rating, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  contentTexts,
  testimonialFields,
  testimonialLimits as max,
  TESTIMONIAL_AVATAR_FIELD,
} from '@marquee/contracts/admin-content';
import type { Testimonial } from '@marquee/contracts/content';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { ApiError, describeError } from '../../../lib/api-error';
import { contentForm, useSaveTestimonial } from '../api/admin-content';
import { ImagePicker } from './image-picker';

interface TestimonialValues {
  name: string;
  title: string;
  description: string;
  text: string;
  quote_requests_total: string;
  /** Stars in halves; '' until one is chosen. */
  rate: number | '';
}
const fields = ['name', 'title', 'description', 'text', 'quote_requests_total', 'rate'] as const;
// The contract's rules and texts (spec 5 "Testimonial"; decision 0074).
const resolver = zodResolver(testimonialFields) as unknown as Resolver<TestimonialValues>;

const valuesOf = (t: Testimonial | null): TestimonialValues => ({
  name: t?.name ?? '',
  title: t?.title ?? '',
  description: t?.description ?? '',
  text: t?.text ?? '',
  quote_requests_total: t ? String(t.quote_requests_total) : '',
  rate: t?.rate ?? '',
});

const upTo = (n: number) => `Up to ${n} characters`;

function TestimonialForm({ testimonial, onDone }: { testimonial: Testimonial | null; onDone: () => void }) {
  const form = useForm<TestimonialValues>({ resolver, defaultValues: valuesOf(testimonial) });
  const save = useSaveTestimonial();
  const [file, setFile] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const text = useFieldBinding({ control: form.control, name: 'text' });
  // Spec 5: every field is required, the avatar too when adding.
  const avatarMissing = !testimonial && !file;

  const submit = form.handleSubmit((values) => {
    if (avatarMissing) return;
    setFailure(null);
    const { rate, ...rest } = values;
    save.mutate(
      { id: testimonial?.id, form: contentForm({ ...rest, rate }, TESTIMONIAL_AVATAR_FIELD, file) },
      {
        onSuccess: () => {
          showToast(testimonial ? contentTexts.testimonialSaved : contentTexts.testimonialAdded);
          onDone();
        },
        onError: (err) => {
          const placed = setServerFieldErrors(form.setError, err, fields, { focus: true });
          const onAvatar =
            err instanceof ApiError ? err.fieldErrors[TESTIMONIAL_AVATAR_FIELD]?.[0] : undefined;
          if (onAvatar) setAvatarError(onAvatar);
          else if (placed.length === 0) setFailure(describeError(err));
        },
      },
    );
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    if (avatarMissing) setAvatarError(contentTexts.avatarRequired);
    return submit(e);
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={testimonial ? 'Edit testimonial' : 'Add testimonial'}>
      <Stack gap="md">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField
            control={form.control}
            name="name"
            label="Name"
            required
            description={upTo(max.nameMax)}
            data-autofocus
          />
          <TextField
            control={form.control}
            name="description"
            label="Role"
            required
            description={upTo(max.descriptionMax)}
            placeholder="Events Manager"
          />
        </SimpleGrid>
        <TextField
          control={form.control}
          name="title"
          label="Title"
          required
          description={upTo(max.titleMax)}
        />
        <Textarea
          {...text}
          label="Text"
          required
          description={upTo(max.textMax)}
          rows={4}
          resize="vertical"
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField
            control={form.control}
            name="quote_requests_total"
            label="Quote requests"
            required
            inputMode="numeric"
            description={`How many they sent, 0 to ${max.quoteRequestsTotalMax}`}
          />
          <Controller
            control={form.control}
            name="rate"
            render={({ field, fieldState }) => (
              <Input.Wrapper
                label="Rating"
                required
                description="1 to 5 stars"
                error={fieldState.error?.message}
              >
                <Rating
                  value={field.value === '' ? 0 : field.value}
                  onChange={(v) => field.onChange(v)}
                  fractions={2}
                  size="lg"
                  mt={6}
                  role="radiogroup"
                  aria-label="Rating"
                  getSymbolLabel={(v) => `${v} ${v === 1 ? 'star' : 'stars'}`}
                  aria-invalid={fieldState.invalid || undefined}
                />
              </Input.Wrapper>
            )}
          />
        </SimpleGrid>
        <ImagePicker
          label="Avatar"
          shape="avatar"
          required
          currentUrl={testimonial?.avatar_url ?? null}
          file={file}
          onPick={setFile}
          error={avatarError}
          onError={setAvatarError}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {testimonial ? 'Save changes' : 'Add testimonial'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Testimonial add/edit (spec 2.7, 5): every field required; the avatar may be kept when editing. */
export function TestimonialModal({
  opened,
  testimonial,
  onClose,
}: {
  opened: boolean;
  /** The testimonial to edit; null to add one. */
  testimonial: Testimonial | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={testimonial ? `Edit ${testimonial.name}'s testimonial` : 'Add testimonial'}
      centered
      radius="lg"
      size="lg"
    >
      {opened && (
        <TestimonialForm key={testimonial?.id ?? 'new'} testimonial={testimonial} onDone={onClose} />
      )}
    </Modal>
  );
}

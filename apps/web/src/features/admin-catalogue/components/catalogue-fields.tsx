import { useState } from 'react';
import { Button, FileInput, Group, Textarea } from '@mantine/core';
import { Controller, type Control, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { categoryFields, CATEGORY_IMAGE_FIELD } from '@marquee/contracts/admin-catalogue';
import { fileLimits, fileTexts } from '@marquee/contracts/files';
import { useFieldBinding } from '../../../components/form/bound-field';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { TextField } from '../../../components/form/text-field';
import { describeError } from '../../../lib/api-error';

/*
 * What the category and service forms share (spec 2.7 add/edit category, add/edit service): the description, the
 * SEO fields and the image, bound to react-hook-form, with the contract's limits and texts; the form's buttons; the
 * mapping of a failed save onto the fields.
 */

/** The shared fields' rules: the contract's own (categoryFields and serviceFields carry the same SEO fields). */
export const sharedFieldsSchema = categoryFields
  .pick({ description: true, title_tag: true, custom_heading: true, meta_description: true })
  .extend({
    [CATEGORY_IMAGE_FIELD]: z
      .custom<File | null>((v) => v === null || v instanceof Blob)
      .refine((f) => !f || f.size <= fileLimits.maxBytes, fileTexts.tooLarge),
  });

/** The shared fields as typed into the form. */
export interface SharedValues {
  description: string;
  title_tag: string;
  custom_heading: string;
  meta_description: string;
  image: File | null;
}

export const sharedFieldNames = [
  'description',
  'title_tag',
  'custom_heading',
  'meta_description',
  CATEGORY_IMAGE_FIELD,
] as const;

/** The saved values of a category or service, for the form's defaults. */
export const sharedValuesOf = (
  item: {
    description: string | null;
    title_tag: string | null;
    custom_heading: string | null;
    meta_description: string | null;
  } | null,
): SharedValues => ({
  description: item?.description ?? '',
  title_tag: item?.title_tag ?? '',
  custom_heading: item?.custom_heading ?? '',
  meta_description: item?.meta_description ?? '',
  image: null,
});

/** The shared text fields as sent (an emptied field is sent empty, so the server clears it). */
export const sharedTexts = (values: {
  description?: string | null;
  title_tag?: string | null;
  custom_heading?: string | null;
  meta_description?: string | null;
}) => ({
  description: values.description ?? '',
  title_tag: values.title_tag ?? '',
  custom_heading: values.custom_heading ?? '',
  meta_description: values.meta_description ?? '',
});

/** Description, title tag, custom heading, meta description and image of a category or service. */
export function SharedFields<T extends FieldValues & SharedValues>({
  control,
  hasImage,
}: {
  control: Control<T>;
  /** A saved image exists: an empty pick keeps it. */
  hasImage: boolean;
}) {
  // The generic form holds the shared fields: its paths are these names.
  const c = control as unknown as Control<SharedValues>;
  const description = useFieldBinding({ control: c, name: 'description' });
  const meta = useFieldBinding({ control: c, name: 'meta_description' });
  return (
    <>
      <Textarea {...description} label="Description" autosize minRows={2} />
      <TextField
        control={c}
        name="title_tag"
        label="Title tag"
        description="The page's title in search results and the browser tab"
      />
      <TextField control={c} name="custom_heading" label="Custom heading" />
      <Textarea
        {...meta}
        label="Meta description"
        description="The summary search engines show under the title"
        autosize
        minRows={2}
      />
      <Controller
        control={c}
        name="image"
        render={({ field, fieldState }) => (
          <FileInput
            label="Image"
            accept="image/png,image/jpeg,image/bmp"
            clearable
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            description={hasImage ? 'Leave empty to keep the current image' : 'PNG, JPEG or BMP, up to 10 MB'}
          />
        )}
      />
    </>
  );
}

/**
 * A failed save: a 422's texts on the form's fields of the same name (the first focused), anything else (or a
 * text no field shows) as the alert above the form. Answers the alert's text, or null.
 */
export function useSaveFailure<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (err: unknown) => {
    const placed = setServerFieldErrors(setError, err, fields, { focus: true });
    setFailure(placed.length === 0 ? describeError(err) : null);
  };
  return { failure, clear: () => setFailure(null), onError };
}

export function FormActions({ onCancel, loading }: { onCancel: () => void; loading: boolean }) {
  return (
    <Group justify="flex-end" gap="sm" mt="xs">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={loading}>
        Save
      </Button>
    </Group>
  );
}

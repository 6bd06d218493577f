import { Checkbox, Group, Modal, Pill, Stack, TagsInput, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { catalogueTexts, type AdminCategory } from '@marquee/contracts/admin-catalogue';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { catalogueForm, useSaveCategory } from '../api/admin-catalogue';
import {
  FormActions,
  SharedFields,
  sharedFieldNames,
  sharedFieldsSchema,
  sharedTexts,
  sharedValuesOf,
  useSaveFailure,
  type SharedValues,
} from './catalogue-fields';

interface CategoryValues extends SharedValues {
  category: string;
  is_hidden: boolean;
  /** New services, typed as tags (Enter adds one). */
  services: string[];
  /** Ids of the category's services the administrator removed (edit only). */
  services_deleted: number[];
}

const fields = ['category', 'services', 'services_deleted', 'is_hidden', ...sharedFieldNames] as const;

/** Spec 5 "Category: requires services"; the name is required when adding (read-only when editing). */
const schemaFor = (category: AdminCategory | null) =>
  sharedFieldsSchema
    .extend({
      category: z.string().trim(),
      is_hidden: z.boolean(),
      services: z.array(z.string().trim().min(1)),
      services_deleted: z.array(z.number()),
    })
    .superRefine((v, ctx) => {
      if (!category && !v.category)
        ctx.addIssue({ code: 'custom', path: ['category'], message: catalogueTexts.categoryNameRequired });
      const kept = (category?.services.length ?? 0) - v.services_deleted.length;
      if (v.services.length + kept === 0)
        ctx.addIssue({ code: 'custom', path: ['services'], message: catalogueTexts.servicesRequired });
    });

/** Add/edit category (spec 2.7): the name read-only when editing; new services as tags added on Enter. */
function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const form = useForm<CategoryValues>({
    resolver: zodResolver(schemaFor(category)) as unknown as Resolver<CategoryValues>,
    defaultValues: {
      ...sharedValuesOf(category),
      category: category?.category ?? '',
      is_hidden: category?.is_hidden === 1,
      services: [],
      services_deleted: [],
    },
  });
  const save = useSaveCategory();
  const failure = useSaveFailure(form.setError, fields);

  const submit = form.handleSubmit((values) => {
    failure.clear();
    const body = catalogueForm(
      {
        ...(category ? {} : { category: values.category.trim() }),
        ...sharedTexts(values),
        is_hidden: values.is_hidden ? 1 : 0,
        services: JSON.stringify(values.services.map((product) => ({ product }))),
        ...(category ? { services_deleted: JSON.stringify(values.services_deleted) } : {}),
      },
      values.image,
    );
    save.mutate(
      { id: category?.id, form: body },
      {
        onSuccess: () => {
          showToast(category ? 'Category saved' : 'Category added');
          onDone();
        },
        onError: failure.onError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={category ? 'Edit category' : 'Add category'}>
      <Stack gap="sm">
        {failure.failure && <ErrorAlert>{failure.failure}</ErrorAlert>}
        <TextField
          control={form.control}
          name="category"
          label="Category name"
          required
          readOnly={category !== null}
          data-autofocus
        />
        <SharedFields control={form.control} hasImage={Boolean(category?.image_url)} />
        <Controller
          control={form.control}
          name="is_hidden"
          render={({ field }) => (
            <Checkbox
              label="Hidden (services found by exact name only)"
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
        {category && category.services.length > 0 && (
          <Controller
            control={form.control}
            name="services_deleted"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500}>
                  Services
                </Text>
                <Group gap={6}>
                  {category.services
                    .filter((s) => !field.value.includes(s.id))
                    .map((s) => (
                      <Pill
                        key={s.id}
                        withRemoveButton
                        removeButtonProps={{ 'aria-label': `Remove ${s.product}` }}
                        onRemove={() => field.onChange([...field.value, s.id])}
                      >
                        {s.product}
                      </Pill>
                    ))}
                </Group>
              </Stack>
            )}
          />
        )}
        <Controller
          control={form.control}
          name="services"
          render={({ field, fieldState }) => (
            <TagsInput
              label={category ? 'Add services' : 'Services'}
              description="Type a product and press Enter"
              placeholder="New service"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              required={!category}
            />
          )}
        />
        <FormActions onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}

export function CategoryModal({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: AdminCategory | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={category ? 'Edit category' : 'Add category'}
      centered
      radius="lg"
    >
      {/* Keyed so that each opening starts from the category's saved values. */}
      {opened && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />}
    </Modal>
  );
}

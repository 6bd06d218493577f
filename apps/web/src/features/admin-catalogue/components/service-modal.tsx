import { Modal, Select, Stack, TagsInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { catalogueTexts, type AdminCategory, type AdminService } from '@marquee/contracts/admin-catalogue';
import { TextField } from '../../../components/form/text-field';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { catalogueForm, useSaveService } from '../api/admin-catalogue';
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

interface ServiceValues extends SharedValues {
  product: string;
  /** The category's id as the select holds it ('' for none). */
  service_category_id: string;
  keywords: string[];
}

const fields = ['product', 'service_category_id', 'keywords', ...sharedFieldNames] as const;

/** Spec 5 "service: requires product; add-to-category: requires category"; the product read-only when editing. */
const schemaFor = (service: AdminService | null) =>
  sharedFieldsSchema
    .extend({
      product: z.string().trim(),
      service_category_id: z.string().min(1, catalogueTexts.categoryRequired),
      keywords: z.array(z.string()),
    })
    .refine((v) => service !== null || v.product !== '', {
      path: ['product'],
      message: catalogueTexts.productRequired,
    });

/** Add/edit service (spec 2.7): product read-only when editing, its category, SEO fields, keywords as tags. */
function ServiceForm({
  service,
  categories,
  categoryId,
  onDone,
}: {
  service: AdminService | null;
  categories: AdminCategory[];
  categoryId: number | null;
  onDone: () => void;
}) {
  const form = useForm<ServiceValues>({
    resolver: zodResolver(schemaFor(service)) as unknown as Resolver<ServiceValues>,
    defaultValues: {
      ...sharedValuesOf(service),
      product: service?.product ?? '',
      service_category_id: String(service?.service_category_id ?? categoryId ?? ''),
      keywords: service?.service_keywords.map((k) => k.keyword) ?? [],
    },
  });
  const save = useSaveService();
  const failure = useSaveFailure(form.setError, fields);

  const submit = form.handleSubmit((values) => {
    failure.clear();
    const body = catalogueForm(
      {
        ...(service ? {} : { product: values.product }),
        service_category_id: values.service_category_id,
        ...sharedTexts(values),
        keywords: values.keywords,
      },
      values.image,
    );
    save.mutate(
      { id: service?.id, form: body },
      {
        onSuccess: () => {
          showToast(service ? 'Service saved' : 'Service added');
          onDone();
        },
        onError: failure.onError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={service ? 'Edit service' : 'Add service'}>
      <Stack gap="sm">
        {failure.failure && <ErrorAlert>{failure.failure}</ErrorAlert>}
        <TextField
          control={form.control}
          name="product"
          label="Product"
          required
          readOnly={service !== null}
          data-autofocus
        />
        <Controller
          control={form.control}
          name="service_category_id"
          render={({ field, fieldState }) => (
            <Select
              label="Category"
              required
              searchable
              allowDeselect={false}
              data={categories.map((c) => ({ value: String(c.id), label: c.category }))}
              value={field.value || null}
              onChange={(v) => field.onChange(v ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <SharedFields control={form.control} hasImage={Boolean(service?.image_url)} />
        <Controller
          control={form.control}
          name="keywords"
          render={({ field, fieldState }) => (
            <TagsInput
              label="Keywords"
              description="Type a keyword and press Enter"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormActions onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}

export function ServiceModal({
  opened,
  service,
  categories,
  categoryId,
  onClose,
}: {
  opened: boolean;
  service: AdminService | null;
  categories: AdminCategory[];
  /** The category a new service goes in ('add services to a category'). */
  categoryId: number | null;
  onClose: () => void;
}) {
  const category = categories.find((c) => c.id === categoryId);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit service' : category ? `Add a service to ${category.category}` : 'Add service'}
      centered
      radius="lg"
    >
      {opened && (
        <ServiceForm
          key={service?.id ?? `new-${categoryId ?? ''}`}
          service={service}
          categories={categories}
          categoryId={categoryId}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

import { Modal, Stack, TagsInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { catalogueTexts, categoryServiceInput, type AdminCategory } from '@marquee/contracts/admin-catalogue';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { catalogueForm, useAdminCatalogue, useSaveCategory } from '../api/admin-catalogue';
import { FormActions, sharedTexts, useSaveFailure } from './catalogue-fields';

/*
 * 'Add services' of a category (spec 2.7 add services to a category; decision 0076): new products as tags, sent
 * in one `PUT admin/services/categories/{id}` with the category's saved texts and flag as they are (the update
 * writes them, so they are sent unchanged) and no deletions, so all are added or none.
 */

interface AddServicesValues {
  services: string[];
}

const fields = ['services'] as const;

const normal = (name: string) => name.trim().toLowerCase();

/** Each name by the contract's rule for a service's product; a name already in the catalogue is refused. */
const schemaFor = (existing: Set<string>) =>
  z.object({ services: z.array(z.string()) }).superRefine((v, ctx) => {
    // One message on the field (the tags have no place of their own): the first name's mistake.
    const say = (message: string) => ctx.addIssue({ code: 'custom', path: ['services'], message });
    if (v.services.length === 0) return say(catalogueTexts.servicesRequired);
    for (const name of v.services) {
      const checked = categoryServiceInput.shape.product.safeParse(name);
      if (!checked.success) return say(checked.error.issues[0]?.message ?? catalogueTexts.productRequired);
      if (existing.has(normal(name))) return say(catalogueTexts.serviceExists);
    }
  });

function AddServicesForm({ category, onDone }: { category: AdminCategory; onDone: () => void }) {
  // The whole catalogue (not the searched list): names must be new anywhere, not only in this category.
  const all = useAdminCatalogue('');
  const existing = new Set((all.data ?? []).flatMap((c) => c.services.map((s) => normal(s.product))));
  const form = useForm<AddServicesValues>({
    resolver: zodResolver(schemaFor(existing)) as unknown as Resolver<AddServicesValues>,
    defaultValues: { services: [] },
  });
  const save = useSaveCategory();
  const failure = useSaveFailure(form.setError, fields);

  const submit = form.handleSubmit((values) => {
    failure.clear();
    const products = values.services.map((s) => s.trim());
    const body = catalogueForm(
      {
        ...sharedTexts(category),
        is_hidden: category.is_hidden,
        services: JSON.stringify(products.map((product) => ({ product }))),
        services_deleted: JSON.stringify([]),
      },
      null,
    );
    save.mutate(
      { id: category.id, form: body },
      {
        onSuccess: () => {
          showToast(
            `${products.length} ${products.length === 1 ? 'service' : 'services'} added to ${category.category}`,
          );
          onDone();
        },
        onError: failure.onError,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={`Add services to ${category.category}`}>
      <Stack gap="sm">
        {failure.failure && <ErrorAlert>{failure.failure}</ErrorAlert>}
        <Controller
          control={form.control}
          name="services"
          render={({ field, fieldState }) => (
            <TagsInput
              label="Services"
              description="Type a product and press Enter"
              placeholder="New service"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldState.error?.message}
              required
              data-autofocus
            />
          )}
        />
        <FormActions onCancel={onDone} loading={save.isPending} />
      </Stack>
    </form>
  );
}

export function AddServicesModal({
  category,
  onClose,
}: {
  /** The category to add to; null when closed. */
  category: AdminCategory | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      title={category ? `Add services to ${category.category}` : ''}
      centered
      radius="lg"
    >
      {category && <AddServicesForm key={category.id} category={category} onDone={onClose} />}
    </Modal>
  );
}

import { useState } from 'react';
import {
  Button,
  Checkbox,
  FileInput,
  Modal,
  Pill,
  Select,
  Group,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { catalogueTexts, type AdminCategory, type AdminService } from '@marquee/contracts/admin-catalogue';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { showToast } from '../../../components/ui/toast';
import { ApiError, describeError } from '../../../lib/api-error';
import { catalogueForm, useSaveCategory, useSaveService } from '../api/admin-catalogue';

type Errors = Record<string, string | undefined>;

/** Field errors of a failed save by field; anything not on a field as the alert above the form. */
function splitErrors(err: unknown): { fields: Errors; failure: string | null } {
  if (err instanceof ApiError && Object.keys(err.fieldErrors).length > 0) {
    const fields: Errors = {};
    for (const [name, list] of Object.entries(err.fieldErrors)) fields[name] = list?.[0];
    return { fields, failure: null };
  }
  return { fields: {}, failure: describeError(err) };
}

function FormActions({ onCancel, loading }: { onCancel: () => void; loading: boolean }) {
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

interface Seo {
  description: string;
  title_tag: string;
  custom_heading: string;
  meta_description: string;
}

function SeoFields({ value, onChange }: { value: Seo; onChange: (next: Seo) => void }) {
  const set = (key: keyof Seo) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange({ ...value, [key]: e.currentTarget.value });
  return (
    <>
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={value.description}
        onChange={set('description')}
      />
      <TextInput label="Title tag" value={value.title_tag} onChange={set('title_tag')} />
      <TextInput label="Custom heading" value={value.custom_heading} onChange={set('custom_heading')} />
      <Textarea
        label="Meta description"
        autosize
        minRows={2}
        value={value.meta_description}
        onChange={set('meta_description')}
      />
    </>
  );
}

const seoOf = (item: AdminCategory | AdminService | null): Seo => ({
  description: item?.description ?? '',
  title_tag: item?.title_tag ?? '',
  custom_heading: item?.custom_heading ?? '',
  meta_description: item?.meta_description ?? '',
});

/** Add/edit category (spec 2.7): the name read-only when editing; new services as tags added on Enter. */
function CategoryForm({ category, onDone }: { category: AdminCategory | null; onDone: () => void }) {
  const [name, setName] = useState(category?.category ?? '');
  const [seo, setSeo] = useState(seoOf(category));
  const [hidden, setHidden] = useState(category?.is_hidden === 1);
  const [newServices, setNewServices] = useState<string[]>([]);
  const [deleted, setDeleted] = useState<number[]>([]);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveCategory();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const kept = (category?.services.length ?? 0) - deleted.length;
    if (!category && !name.trim()) return setErrors({ category: catalogueTexts.categoryNameRequired });
    if (newServices.length + kept === 0) return setErrors({ services: catalogueTexts.servicesRequired });
    setErrors({});
    setFailure(null);
    const form = catalogueForm(
      {
        ...(category ? {} : { category: name.trim() }),
        ...seo,
        is_hidden: hidden ? 1 : 0,
        services: JSON.stringify(newServices.map((product) => ({ product }))),
        ...(category ? { services_deleted: JSON.stringify(deleted) } : {}),
      },
      image,
    );
    save.mutate(
      { id: category?.id, form },
      {
        onSuccess: () => {
          showToast(category ? 'Category saved' : 'Category added');
          onDone();
        },
        onError: (err) => {
          const split = splitErrors(err);
          setErrors(split.fields);
          setFailure(split.failure);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={category ? 'Edit category' : 'Add category'}>
      <Stack gap="sm">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <TextInput
          label="Category name"
          required
          readOnly={category !== null}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.category}
          data-autofocus
        />
        <SeoFields value={seo} onChange={setSeo} />
        <FileInput
          label="Image"
          accept="image/png,image/jpeg,image/bmp"
          clearable
          value={image}
          onChange={setImage}
          error={errors.image}
          placeholder={category?.image_url ? 'Keep the current image' : 'Choose an image'}
        />
        <Checkbox
          label="Hidden (services found by exact name only)"
          checked={hidden}
          onChange={(e) => setHidden(e.currentTarget.checked)}
        />
        {category && category.services.length > 0 && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Services
            </Text>
            <Group gap={6}>
              {category.services
                .filter((s) => !deleted.includes(s.id))
                .map((s) => (
                  <Pill
                    key={s.id}
                    withRemoveButton
                    removeButtonProps={{ 'aria-label': `Remove ${s.product}` }}
                    onRemove={() => setDeleted([...deleted, s.id])}
                  >
                    {s.product}
                  </Pill>
                ))}
            </Group>
          </Stack>
        )}
        <TagsInput
          label={category ? 'Add services' : 'Services'}
          description="Type a product and press Enter"
          placeholder="New service"
          value={newServices}
          onChange={setNewServices}
          error={errors.services}
          required={!category}
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
      {opened && <CategoryForm category={category} onDone={onClose} />}
    </Modal>
  );
}

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
  const [product, setProduct] = useState(service?.product ?? '');
  const [category, setCategory] = useState<string | null>(
    service ? String(service.service_category_id) : categoryId ? String(categoryId) : null,
  );
  const [seo, setSeo] = useState(seoOf(service));
  const [keywords, setKeywords] = useState(service?.service_keywords.map((k) => k.keyword) ?? []);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveService();

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!service && !product.trim()) return setErrors({ product: catalogueTexts.productRequired });
    if (!category) return setErrors({ service_category_id: catalogueTexts.categoryRequired });
    setErrors({});
    setFailure(null);
    const form = catalogueForm(
      { ...(service ? {} : { product: product.trim() }), service_category_id: category, ...seo, keywords },
      image,
    );
    save.mutate(
      { id: service?.id, form },
      {
        onSuccess: () => {
          showToast(service ? 'Service saved' : 'Service added');
          onDone();
        },
        onError: (err) => {
          const split = splitErrors(err);
          setErrors(split.fields);
          setFailure(split.failure);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={service ? 'Edit service' : 'Add service'}>
      <Stack gap="sm">
        {failure && <ErrorAlert>{failure}</ErrorAlert>}
        <TextInput
          label="Product"
          required
          readOnly={service !== null}
          value={product}
          onChange={(e) => setProduct(e.currentTarget.value)}
          error={errors.product}
          data-autofocus
        />
        <Select
          label="Category"
          required
          searchable
          data={categories.map((c) => ({ value: String(c.id), label: c.category }))}
          value={category}
          onChange={setCategory}
          error={errors.service_category_id}
        />
        <SeoFields value={seo} onChange={setSeo} />
        <TagsInput
          label="Keywords"
          description="Type a keyword and press Enter"
          value={keywords}
          onChange={setKeywords}
          error={errors.keywords}
        />
        <FileInput
          label="Image"
          accept="image/png,image/jpeg,image/bmp"
          clearable
          value={image}
          onChange={setImage}
          error={errors.image}
          placeholder={service?.image_url ? 'Keep the current image' : 'Choose an image'}
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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={service ? 'Edit service' : 'Add service'}
      centered
      radius="lg"
    >
      {opened && (
        <ServiceForm service={service} categories={categories} categoryId={categoryId} onDone={onClose} />
      )}
    </Modal>
  );
}

import { useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Avatar,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileText, IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { acceptAttribute } from '@marquee/contracts/files';
import {
  documentTypes,
  documentTypeValues,
  profileFileLimits,
  profileTexts,
  type DocumentType,
  type SupplierOwnProfile,
} from '@marquee/contracts/supplier-profile';
import { ApiError, describeError } from '../../../lib/api-error';
import { ownProfileQueryOptions } from '../../../lib/api/get-own-profile';
import { useSaveProfile } from '../api/save-profile';
import { updateDocument } from '../api/update-document';
import { addWithinLimits, documentLimitText, imageLimitText, type NewDocument } from './profile-files';

const documentTypeOptions = documentTypeValues.map((value) => ({ value, label: documentTypes[value] }));

interface NewImage {
  key: string;
  file: File;
  url: string;
}
interface DocumentEdit {
  type: DocumentType | null;
  valid_to: string;
}
type TextName = 'summary' | 'response_template' | 'sustainability_policy' | 'past_events';
type Errors = Partial<Record<TextName | 'cover' | 'images' | 'documents' | 'photo', string>>;

let keySeq = 0;
const nextKey = () => `new-${++keySeq}`;
const preview = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '');

/** Spec 8: a 413 or 422 on a profile save reads 'Request entity too large'; anything else the server's text. */
export const profileSaveFailure = (err: unknown) =>
  err instanceof ApiError && (err.status === 413 || err.status === 422)
    ? profileTexts.requestTooLarge
    : describeError(err);

/**
 * The profile form (spec 3 'Profile form', 5): logo, cover (required), summary and response template (required),
 * sustainability policy, past events, up to 10 showcase images and 10 documents, each document with a type and
 * expiry date so an administrator can verify it. Files go up in one multipart POST profile with its progress
 * shown; a failed save keeps everything picked and typed, so Save can simply be pressed again. The wizard's
 * 'Complete profile' and the dashboard's 'Profile settings' tab both use it.
 */
export function ProfileForm({
  profile,
  submitLabel,
  onSaved,
}: {
  profile: SupplierOwnProfile;
  submitLabel: string;
  onSaved: (profile: SupplierOwnProfile) => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveProfile();
  const [texts, setTexts] = useState<Record<TextName, string>>({
    summary: profile.summary ?? '',
    response_template: profile.response_template ?? '',
    sustainability_policy: profile.sustainability_policy ?? '',
    past_events: profile.past_events ?? '',
  });
  const [photo, setPhoto] = useState<NewImage | null>(null);
  const [cover, setCover] = useState<NewImage | null>(null);
  const [images, setImages] = useState<NewImage[]>([]);
  const [documents, setDocuments] = useState<NewDocument[]>([]);
  const [deletedImages, setDeletedImages] = useState<number[]>([]);
  const [deletedDocuments, setDeletedDocuments] = useState<number[]>([]);
  const [edits, setEdits] = useState<Record<number, DocumentEdit>>(() =>
    Object.fromEntries(profile.documents.map((d) => [d.id, { type: d.type, valid_to: d.valid_to ?? '' }])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const storedImages = profile.images.filter((i) => !deletedImages.includes(i.id));
  const storedDocuments = profile.documents.filter((d) => !deletedDocuments.includes(d.id));
  const imageCount = storedImages.length + images.length;
  const documentCount = storedDocuments.length + documents.length;
  const coverUrl = cover?.url ?? profile.cover_url;
  const photoUrl = photo?.url ?? profile.photo_url;

  const pickSingle = (field: 'photo' | 'cover', set: (v: NewImage) => void) => (file: File | null) => {
    if (!file) return;
    const { added, error } = addWithinLimits(0, [file], 1, '', (f) => ({
      key: nextKey(),
      file: f,
      url: preview(f),
    }));
    setErrors((e) => ({ ...e, [field]: error ?? undefined }));
    if (added[0]) set(added[0]);
  };

  const addImages = (files: File[]) => {
    const { added, error } = addWithinLimits(
      imageCount,
      files,
      profileFileLimits.showcaseImagesMax,
      imageLimitText,
      (f) => ({
        key: nextKey(),
        file: f,
        url: preview(f),
      }),
    );
    setImages((list) => [...list, ...added]);
    setErrors((e) => ({ ...e, images: error ?? undefined }));
  };

  const addDocuments = (files: File[]) => {
    const { added, error } = addWithinLimits(
      documentCount,
      files,
      profileFileLimits.documentsMax,
      documentLimitText,
      (f): NewDocument => ({ key: nextKey(), file: f, type: null, valid_to: '' }),
    );
    setDocuments((list) => [...list, ...added]);
    setErrors((e) => ({ ...e, documents: error ?? undefined }));
  };

  const validate = (): Errors => {
    const next: Errors = {};
    if (!texts.summary.trim()) next.summary = profileTexts.summaryRequired;
    if (!texts.response_template.trim()) next.response_template = profileTexts.responseTemplateRequired;
    if (!coverUrl) next.cover = profileTexts.coverRequired;
    return next;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const invalid = validate();
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;

    const body = new FormData();
    for (const [name, value] of Object.entries(texts)) body.append(name, value);
    if (photo) body.append('photo', photo.file, photo.file.name);
    if (cover) body.append('cover', cover.file, cover.file.name);
    images.forEach((i) => body.append('showcase_images[]', i.file, i.file.name));
    documents.forEach((d) => body.append('documents[]', d.file, d.file.name));
    deletedImages.forEach((id) => body.append('showcase_images_deleted[]', String(id)));
    deletedDocuments.forEach((id) => body.append('documents_deleted[]', String(id)));

    const before = new Set(profile.documents.map((d) => d.id));
    let saved: SupplierOwnProfile;
    setProgress(0);
    try {
      saved = (await save.mutateAsync({ body, onProgress: setProgress })).profile;
    } catch (err) {
      setProgress(null);
      setFailure(profileSaveFailure(err));
      // Field texts the server gave (a wrong format behind a .jpg name, a missing cover) go on their fields too.
      if (err instanceof ApiError) {
        const fields = err.fieldErrors;
        setErrors({
          summary: fields.summary?.[0],
          response_template: fields.response_template?.[0],
          cover: fields.cover?.[0],
          photo: fields.photo?.[0],
          images: fields.showcase_images?.[0],
          documents: fields.documents?.[0],
        });
      }
      return;
    }
    setProgress(null);

    // The uploaded documents come back in the order sent; their type and expiry are set one by one.
    const added = saved.documents.filter((d) => !before.has(d.id));
    const nextEdits: Record<number, DocumentEdit> = { ...edits };
    added.forEach((d, i) => {
      const local = documents[i];
      nextEdits[d.id] = { type: local?.type ?? null, valid_to: local?.valid_to ?? '' };
    });
    setEdits(nextEdits);
    setImages([]);
    setDocuments([]);
    setPhoto(null);
    setCover(null);
    setDeletedImages([]);
    setDeletedDocuments([]);

    try {
      for (const d of saved.documents) {
        const edit = nextEdits[d.id];
        if (!edit) continue;
        const validTo = edit.valid_to || null;
        if (edit.type !== d.type || validTo !== d.valid_to) {
          await updateDocument(d.id, { type: edit.type, valid_to: validTo });
        }
      }
    } catch (err) {
      setFailure(describeError(err));
      await queryClient.invalidateQueries({ queryKey: ['supplier', 'profile'] });
      return;
    }
    // Read back once the documents' details are set, so the caller shows what is stored.
    const fresh = await queryClient.fetchQuery(ownProfileQueryOptions()).catch(() => ({ profile: saved }));
    onSaved(fresh.profile);
  };

  const textArea = (name: TextName, label: string, description: string, required = false) => (
    <Textarea
      label={label}
      description={description}
      withAsterisk={required}
      // Not autosize: its font-loading listener is missing in jsdom, and a resizable box serves as well.
      rows={4}
      resize="vertical"
      value={texts[name]}
      error={errors[name]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setTexts((t) => ({ ...t, [name]: value }));
      }}
    />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Complete profile">
      <Stack gap="xl">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Logo and cover image
          </Title>
          <Box
            pos="relative"
            h={{ base: 140, sm: 200 }}
            bg="gray.1"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              overflow: 'hidden',
              border: errors.cover ? '1px solid var(--mantine-color-red-8)' : undefined,
            }}
          >
            {coverUrl ? (
              <Image src={coverUrl} alt="Cover image" h="100%" w="100%" fit="cover" />
            ) : (
              <Group h="100%" justify="center" c="gray.7">
                <IconPhoto aria-hidden="true" />
                <Text size="sm">No cover image yet</Text>
              </Group>
            )}
          </Box>
          <Group gap="md" align="center">
            <Avatar src={photoUrl} size={72} radius="md" alt="Logo">
              <IconPhoto aria-hidden="true" />
            </Avatar>
            <FileButton onChange={pickSingle('photo', setPhoto)} accept={acceptAttribute('image')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                >
                  {photoUrl ? 'Change logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            <FileButton onChange={pickSingle('cover', setCover)} accept={acceptAttribute('image')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                >
                  {coverUrl ? 'Change cover image' : 'Upload cover image *'}
                </Button>
              )}
            </FileButton>
          </Group>
          {(errors.cover || errors.photo) && (
            <Text size="sm" c="red.8" role="alert">
              {errors.cover ?? errors.photo}
            </Text>
          )}
          <Text size="xs" c="gray.7">
            JPEG, PNG or BMP, each under 10 MB.
          </Text>
        </Stack>

        <Stack gap="md">
          {textArea('summary', 'Summary', 'What you do, for whom, and what makes you different', true)}
          {textArea(
            'response_template',
            'Response template',
            'A starting text for your replies to organisers’ requests',
            true,
          )}
          {textArea(
            'sustainability_policy',
            'Sustainability policy',
            'Your sustainability credentials (optional)',
          )}
          {textArea('past_events', 'Past events', 'Recent events you have supplied (optional)')}
        </Stack>

        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Examples of our work
            </Title>
            <Text size="sm" c="gray.7">
              {imageCount} of {profileFileLimits.showcaseImagesMax}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
            {storedImages.map((img) => (
              <Thumb
                key={img.id}
                url={img.url}
                label="Remove image"
                onRemove={() => setDeletedImages((d) => [...d, img.id])}
              />
            ))}
            {images.map((img) => (
              <Thumb
                key={img.key}
                url={img.url}
                label={`Remove ${img.file.name}`}
                onRemove={() => setImages((list) => list.filter((x) => x.key !== img.key))}
              />
            ))}
          </SimpleGrid>
          <FileButton onChange={addImages} accept={acceptAttribute('image')} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                w="fit-content"
                disabled={imageCount >= profileFileLimits.showcaseImagesMax}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
              >
                Add images
              </Button>
            )}
          </FileButton>
          {errors.images && (
            <Text size="sm" c="red.8" role="alert">
              {errors.images}
            </Text>
          )}
        </Stack>

        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} fz="lg">
              Documents and certificates
            </Title>
            <Text size="sm" c="gray.7">
              {documentCount} of {profileFileLimits.documentsMax}
            </Text>
          </Group>
          <Text size="sm" c="gray.7">
            Give insurance certificates, licences and checks a type and expiry date: once our team has checked
            them, your profile shows them as verified.
          </Text>
          {storedDocuments.map((d) => (
            <DocumentRow
              key={d.id}
              name={d.name}
              href={d.url}
              value={edits[d.id] ?? { type: d.type, valid_to: d.valid_to ?? '' }}
              verified={d.verified_at !== null}
              onChange={(value) => setEdits((e) => ({ ...e, [d.id]: value }))}
              onRemove={() => setDeletedDocuments((list) => [...list, d.id])}
            />
          ))}
          {documents.map((d) => (
            <DocumentRow
              key={d.key}
              name={d.file.name}
              value={d}
              verified={false}
              onChange={(value) =>
                setDocuments((list) => list.map((x) => (x.key === d.key ? { ...x, ...value } : x)))
              }
              onRemove={() => setDocuments((list) => list.filter((x) => x.key !== d.key))}
            />
          ))}
          <FileButton onChange={addDocuments} accept={acceptAttribute('document')} multiple>
            {(props) => (
              <Button
                {...props}
                variant="light"
                w="fit-content"
                disabled={documentCount >= profileFileLimits.documentsMax}
                leftSection={<IconUpload size={16} aria-hidden="true" />}
              >
                Add documents
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="gray.7">
            PDF, DOC, DOCX, ODT, RTF or TXT, each under 10 MB.
          </Text>
          {errors.documents && (
            <Text size="sm" c="red.8" role="alert">
              {errors.documents}
            </Text>
          )}
        </Stack>

        <div ref={errorRef} aria-live="polite">
          {progress !== null && (
            <Stack gap={4}>
              <Text size="sm">Uploading… {Math.round(progress * 100)}%</Text>
              <Progress value={progress * 100} aria-label="Upload progress" />
            </Stack>
          )}
          {failure && (
            <Alert color="red" title="Your profile was not saved" role="alert">
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {failure}
              </Text>
              <Text size="sm" mt={4}>
                Everything you entered is still here: fix what is marked and press {submitLabel} again.
              </Text>
            </Alert>
          )}
        </div>

        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Thumb({ url, label, onRemove }: { url: string; label: string; onRemove: () => void }) {
  return (
    <Paper pos="relative" radius="md" style={{ overflow: 'hidden', aspectRatio: '4 / 3' }} bg="gray.1">
      {url && <Image src={url} alt="" h="100%" w="100%" fit="cover" />}
      <ActionIcon
        pos="absolute"
        top={6}
        right={6}
        color="dark"
        variant="filled"
        aria-label={label}
        onClick={onRemove}
      >
        <IconTrash size={16} aria-hidden="true" />
      </ActionIcon>
    </Paper>
  );
}

function DocumentRow({
  name,
  href,
  value,
  verified,
  onChange,
  onRemove,
}: {
  name: string;
  href?: string;
  value: DocumentEdit;
  verified: boolean;
  onChange: (value: DocumentEdit) => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="center">
        <IconFileText size={22} aria-hidden="true" style={{ flexShrink: 0 }} />
        <Text size="sm" fw={600} style={{ flex: 1, overflowWrap: 'anywhere' }}>
          {href ? (
            <Anchor href={href} download c="navy.9" fw={600} fz="sm" underline="always">
              {name}
            </Anchor>
          ) : (
            name
          )}
          {verified && (
            <Text span size="xs" c="teal.9" ml={6}>
              Verified
            </Text>
          )}
        </Text>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={onRemove}>
          <IconTrash size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
        <Select
          label={`Document type of ${name}`}
          styles={{ label: { fontSize: 12 } }}
          placeholder="Choose a type"
          data={documentTypeOptions}
          clearable
          value={value.type}
          onChange={(type) => onChange({ ...value, type: (type as DocumentType | null) ?? null })}
        />
        <TextInput
          label={`Expiry date of ${name}`}
          styles={{ label: { fontSize: 12 } }}
          type="date"
          value={value.valid_to}
          onChange={(e) => onChange({ ...value, valid_to: e.currentTarget.value })}
        />
      </SimpleGrid>
    </Paper>
  );
}

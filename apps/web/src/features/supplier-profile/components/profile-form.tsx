import { useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  profileFieldsBody,
  profileFileLimits,
  profileTexts,
  type SupplierOwnProfile,
} from '@marquee/contracts/supplier-profile';
import { setServerFieldErrors } from '../../../components/form/server-field-errors';
import { ApiError, describeError } from '../../../lib/api-error';
import { ownProfileQueryOptions } from '../../../lib/api/get-own-profile';
import { useSaveProfile } from '../api/save-profile';
import { updateDocument } from '../api/update-document';
import {
  addWithinLimits,
  documentLimitText,
  imageLimitText,
  nextKey,
  preview,
  type DocumentEdit,
  type NewDocument,
  type NewImage,
  type ProfileErrors,
  type TextName,
} from './profile-files';
import { ProfileDocuments } from './profile-documents';
import { ProfileLogoCover } from './profile-logo-cover';
import { ProfileSaveStatus } from './profile-save-status';
import { ProfileShowcaseImages } from './profile-showcase-images';
import { ProfileTexts } from './profile-texts';

/**
 * What the form holds: the four texts, the files picked and not uploaded yet, the stored ones deleted, and each
 * stored document's type and expiry. The files' names are those of POST profile, so a 422 lands on them.
 */
type ProfileValues = Record<TextName, string> & {
  photo: NewImage | null;
  cover: NewImage | null;
  showcase_images: NewImage[];
  documents: NewDocument[];
  showcase_images_deleted: number[];
  documents_deleted: number[];
  edits: Record<number, DocumentEdit>;
};

const textNames = ['summary', 'response_template', 'sustainability_policy', 'past_events'] as const;
/** The fields a 422 of POST profile may name. */
const serverFields = [
  'summary',
  'response_template',
  'cover',
  'photo',
  'showcase_images',
  'documents',
] as const;

// The texts' rules and spec 5 texts, as POST profile checks them.
const textsResolver = zodResolver(
  profileFieldsBody.pick({
    summary: true,
    response_template: true,
    sustainability_policy: true,
    past_events: true,
  }),
);

/** The texts by the contract, then a cover: a new one or the one stored. Hands on the values as typed. */
const profileResolver =
  (storedCover: string | null): Resolver<ProfileValues> =>
  async (values, context, options) => {
    const texts = Object.fromEntries(textNames.map((name) => [name, values[name]]));
    const checked = await textsResolver(texts, context, options as never);
    const errors = { ...checked.errors } as FieldErrors<ProfileValues>;
    if (!values.cover && !storedCover) {
      errors.cover = { type: 'required', message: profileTexts.coverRequired };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };

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
 * 'Complete profile' and the dashboard's 'Profile settings' tab both use it. The form's state lives here; its
 * sections (profile-logo-cover, profile-texts, profile-showcase-images, profile-documents, profile-save-status)
 * draw it.
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
  // Checked on submit only: typing keeps the errors until Save is pressed again; a pick shows its own at once.
  const form = useForm<ProfileValues>({
    resolver: profileResolver(profile.cover_url),
    reValidateMode: 'onSubmit',
    defaultValues: {
      summary: profile.summary ?? '',
      response_template: profile.response_template ?? '',
      sustainability_policy: profile.sustainability_policy ?? '',
      past_events: profile.past_events ?? '',
      photo: null,
      cover: null,
      showcase_images: [],
      documents: [],
      showcase_images_deleted: [],
      documents_deleted: [],
      edits: Object.fromEntries(
        profile.documents.map((d) => [d.id, { type: d.type, valid_to: d.valid_to ?? '' }]),
      ),
    },
  });
  const values = form.watch();
  const { errors: fieldErrors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const storedImages = profile.images.filter((i) => !values.showcase_images_deleted.includes(i.id));
  const storedDocuments = profile.documents.filter((d) => !values.documents_deleted.includes(d.id));
  const imageCount = storedImages.length + values.showcase_images.length;
  const documentCount = storedDocuments.length + values.documents.length;
  const coverUrl = values.cover?.url ?? profile.cover_url;
  const photoUrl = values.photo?.url ?? profile.photo_url;
  const errors: ProfileErrors = {
    summary: fieldErrors.summary?.message,
    response_template: fieldErrors.response_template?.message,
    cover: fieldErrors.cover?.message,
    photo: fieldErrors.photo?.message,
    images: fieldErrors.showcase_images?.message,
    documents: fieldErrors.documents?.message,
  };

  /** A picker's own error (too many, too large) on its field, or none. */
  const showPickError = (name: 'photo' | 'cover' | 'showcase_images' | 'documents', error: string | null) =>
    error ? form.setError(name, { type: 'validate', message: error }) : form.clearErrors(name);

  const pickSingle = (name: 'photo' | 'cover') => (file: File | null) => {
    if (!file) return;
    const { added, error } = addWithinLimits(0, [file], 1, '', (f) => ({
      key: nextKey(),
      file: f,
      url: preview(f),
    }));
    showPickError(name, error);
    if (added[0]) form.setValue(name, added[0]);
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
    form.setValue('showcase_images', [...form.getValues('showcase_images'), ...added]);
    showPickError('showcase_images', error);
  };

  const addDocuments = (files: File[]) => {
    const { added, error } = addWithinLimits(
      documentCount,
      files,
      profileFileLimits.documentsMax,
      documentLimitText,
      (f): NewDocument => ({ key: nextKey(), file: f, type: null, valid_to: '' }),
    );
    form.setValue('documents', [...form.getValues('documents'), ...added]);
    showPickError('documents', error);
  };

  const submit = form.handleSubmit(
    async (v) => {
      setFailure(null);
      const body = new FormData();
      for (const name of textNames) body.append(name, v[name]);
      if (v.photo) body.append('photo', v.photo.file, v.photo.file.name);
      if (v.cover) body.append('cover', v.cover.file, v.cover.file.name);
      v.showcase_images.forEach((i) => body.append('showcase_images[]', i.file, i.file.name));
      v.documents.forEach((d) => body.append('documents[]', d.file, d.file.name));
      v.showcase_images_deleted.forEach((id) => body.append('showcase_images_deleted[]', String(id)));
      v.documents_deleted.forEach((id) => body.append('documents_deleted[]', String(id)));

      const before = new Set(profile.documents.map((d) => d.id));
      let saved: SupplierOwnProfile;
      setProgress(0);
      try {
        saved = (await save.mutateAsync({ body, onProgress: setProgress })).profile;
      } catch (err) {
        setProgress(null);
        setFailure(profileSaveFailure(err));
        // Field texts the server gave (a wrong format behind a .jpg name, a missing cover) go on their fields too.
        setServerFieldErrors(form.setError, err, serverFields);
        return;
      }
      setProgress(null);

      // The uploaded documents come back in the order sent; their type and expiry are set one by one.
      const added = saved.documents.filter((d) => !before.has(d.id));
      const nextEdits: Record<number, DocumentEdit> = { ...v.edits };
      added.forEach((d, i) => {
        const local = v.documents[i];
        nextEdits[d.id] = { type: local?.type ?? null, valid_to: local?.valid_to ?? '' };
      });
      form.setValue('edits', nextEdits);
      form.setValue('showcase_images', []);
      form.setValue('documents', []);
      form.setValue('photo', null);
      form.setValue('cover', null);
      form.setValue('showcase_images_deleted', []);
      form.setValue('documents_deleted', []);

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
    },
    () => setFailure(null),
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Complete profile">
      <Stack gap="xl">
        <ProfileLogoCover
          coverUrl={coverUrl}
          photoUrl={photoUrl}
          errors={errors}
          onPickPhoto={pickSingle('photo')}
          onPickCover={pickSingle('cover')}
        />
        <ProfileTexts texts={values} errors={errors} onChange={(name, value) => form.setValue(name, value)} />
        <ProfileShowcaseImages
          stored={storedImages}
          picked={values.showcase_images}
          count={imageCount}
          error={errors.images}
          onAdd={addImages}
          onRemoveStored={(id) =>
            form.setValue('showcase_images_deleted', [...form.getValues('showcase_images_deleted'), id])
          }
          onRemovePicked={(key) =>
            form.setValue(
              'showcase_images',
              form.getValues('showcase_images').filter((x) => x.key !== key),
            )
          }
        />
        <ProfileDocuments
          stored={storedDocuments}
          picked={values.documents}
          edits={values.edits}
          count={documentCount}
          error={errors.documents}
          onAdd={addDocuments}
          onEditStored={(id, value) => form.setValue('edits', { ...form.getValues('edits'), [id]: value })}
          onRemoveStored={(id) =>
            form.setValue('documents_deleted', [...form.getValues('documents_deleted'), id])
          }
          onEditPicked={(key, value) =>
            form.setValue(
              'documents',
              form.getValues('documents').map((x) => (x.key === key ? { ...x, ...value } : x)),
            )
          }
          onRemovePicked={(key) =>
            form.setValue(
              'documents',
              form.getValues('documents').filter((x) => x.key !== key),
            )
          }
        />
        <ProfileSaveStatus ref={errorRef} progress={progress} failure={failure} submitLabel={submitLabel} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useRef, useState } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  profileFileLimits,
  profileTexts,
  type SupplierOwnProfile,
} from '@marquee/contracts/supplier-profile';
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
  type ProfileErrors as Errors,
  type TextName,
} from './profile-files';
import { ProfileDocuments } from './profile-documents';
import { ProfileLogoCover } from './profile-logo-cover';
import { ProfileSaveStatus } from './profile-save-status';
import { ProfileShowcaseImages } from './profile-showcase-images';
import { ProfileTexts } from './profile-texts';

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

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Complete profile">
      <Stack gap="xl">
        <ProfileLogoCover
          coverUrl={coverUrl}
          photoUrl={photoUrl}
          errors={errors}
          onPickPhoto={pickSingle('photo', setPhoto)}
          onPickCover={pickSingle('cover', setCover)}
        />
        <ProfileTexts
          texts={texts}
          errors={errors}
          onChange={(name, value) => setTexts((t) => ({ ...t, [name]: value }))}
        />
        <ProfileShowcaseImages
          stored={storedImages}
          picked={images}
          count={imageCount}
          error={errors.images}
          onAdd={addImages}
          onRemoveStored={(id) => setDeletedImages((d) => [...d, id])}
          onRemovePicked={(key) => setImages((list) => list.filter((x) => x.key !== key))}
        />
        <ProfileDocuments
          stored={storedDocuments}
          picked={documents}
          edits={edits}
          count={documentCount}
          error={errors.documents}
          onAdd={addDocuments}
          onEditStored={(id, value) => setEdits((e) => ({ ...e, [id]: value }))}
          onRemoveStored={(id) => setDeletedDocuments((list) => [...list, id])}
          onEditPicked={(key, value) =>
            setDocuments((list) => list.map((x) => (x.key === key ? { ...x, ...value } : x)))
          }
          onRemovePicked={(key) => setDocuments((list) => list.filter((x) => x.key !== key))}
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

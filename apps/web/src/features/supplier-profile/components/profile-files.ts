import { fileTexts } from '@marquee/contracts/files';
import { profileFileLimits, profileTexts, type DocumentType } from '@marquee/contracts/supplier-profile';

/** A document picked in the form and not uploaded yet, with the type and expiry the supplier gave it. */
export interface NewDocument {
  key: string;
  file: File;
  type: DocumentType | null;
  valid_to: string;
}

/** An image picked in the form and not uploaded yet, with its preview URL. */
export interface NewImage {
  key: string;
  file: File;
  url: string;
}

/** A document's type and expiry as the form holds them. */
export interface DocumentEdit {
  type: DocumentType | null;
  valid_to: string;
}

/** The profile form's text fields. */
export type TextName = 'summary' | 'response_template' | 'sustainability_policy' | 'past_events';

/** The profile form's inline errors, by field. */
export type ProfileErrors = Partial<Record<TextName | 'cover' | 'images' | 'documents' | 'photo', string>>;

let keySeq = 0;
/** A key for a picked file, unique in the page. */
export const nextKey = () => `new-${++keySeq}`;

/** A preview URL for a picked image (none where the browser has no object URLs). */
export const preview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '';

/** The first file over 10 MB, worded as spec 5 words it; null when every file fits. */
export const oversizeError = (files: readonly File[]) =>
  files.some((f) => f.size > profileFileLimits.maxBytes) ? fileTexts.tooLarge : null;

/**
 * Adds picked files to a list that may hold `max` (spec 5: 10 showcase images, 10 documents, counting those
 * already stored): answers what is kept and the text to show for what was refused.
 */
export function addWithinLimits<T>(
  kept: number,
  picked: readonly File[],
  max: number,
  tooMany: string,
  wrap: (file: File) => T,
): { added: T[]; error: string | null } {
  const fitting = picked.filter((f) => f.size <= profileFileLimits.maxBytes);
  const room = Math.max(0, max - kept);
  const added = fitting.slice(0, room).map(wrap);
  const error = fitting.length < picked.length ? fileTexts.tooLarge : fitting.length > room ? tooMany : null;
  return { added, error };
}

export const imageLimitText = profileTexts.tooManyImages;
export const documentLimitText = profileTexts.tooManyDocuments;

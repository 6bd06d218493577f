import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api-error';

/**
 * Puts a 422's field errors (`errors: { field: [text, …] }`, the one error shape) on the form's fields of
 * the same name, each with its first text, and focuses the first one when asked. Answers the fields it set,
 * so the caller can show what no field took (a toast, an alert). Anything but a 422 sets nothing.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[],
  { focus = false }: { focus?: boolean } = {},
): Path<T>[] {
  if (!(error instanceof ApiError) || error.status !== 422) return [];
  const placed = fields.filter((name) => typeof error.fieldErrors[name]?.[0] === 'string');
  placed.forEach((name, i) =>
    setError(
      name,
      { type: 'server', message: error.fieldErrors[name]![0] },
      { shouldFocus: focus && i === 0 },
    ),
  );
  return placed;
}

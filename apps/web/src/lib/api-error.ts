import { errors as texts } from '@marquee/contracts/messages';

/** A failed API call: the status and the body of the one error shape (or whatever came back). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: unknown,
  ) {
    super(`API ${status} ${statusText}`);
  }

  /** Field errors of a 422, keyed by field name. */
  get fieldErrors(): Record<string, string[]> {
    const errors = (this.body as { errors?: unknown } | null)?.errors;
    return errors && typeof errors === 'object' ? (errors as Record<string, string[]>) : {};
  }

  get serverMessage(): string | undefined {
    const b = this.body as { error?: unknown; message?: unknown } | null;
    if (typeof b?.error === 'string' && b.error) return b.error;
    if (typeof b?.message === 'string' && b.message) return b.message;
    return undefined;
  }
}

/**
 * The error toast text of spec 8: the response's error, else its message, else status and status text,
 * then each field error as 'field: messages'; 'Something went wrong.' when nothing is known.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof ApiError)) return texts.generic;
  const head =
    err.serverMessage ?? (err.status ? `${err.status} ${err.statusText}`.trim() : undefined) ?? texts.generic;
  const fields = Object.entries(err.fieldErrors)
    .filter(([, messages]) => Array.isArray(messages) && messages.length > 0)
    .map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  return [head, ...fields].join('\n');
}

import { errors as texts } from '@marquee/contracts/messages';

export type FieldErrors = Record<string, string[]>;

/**
 * A failure the client should see as it is: status, message, a stable code and optional field errors.
 * Services throw these; the error handler turns them into the one error shape.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    /** Extra top-level fields some spec answers carry (e.g. 402 received/responded). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const unauthenticated = () => new AppError(401, 'unauthenticated', texts.unauthenticated);
export const forbidden = (message: string = texts.forbidden, code = 'forbidden') =>
  new AppError(403, code, message);
export const notFound = (message: string = texts.notFound) => new AppError(404, 'not_found', message);
export const tooManyRequests = () => new AppError(429, 'too_many_requests', texts.tooManyRequests);
/** A 422 on one field, with the spec's text. */
export const invalidField = (field: string, message: string, code = 'validation') =>
  new AppError(422, code, message, { [field]: [message] });
/** A 4xx without a field: the message is what the user reads. */
export const rejected = (status: number, code: string, message: string, extra?: Record<string, unknown>) =>
  new AppError(status, code, message, undefined, extra);

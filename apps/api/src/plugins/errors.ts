import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errors as texts } from '@marquee/contracts/messages';
import type { ErrorResponse } from '@marquee/contracts/api';
import { AppError, type FieldErrors } from '../lib/errors';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable';

/**
 * PostgreSQL's foreign_key_violation: a write naming a row that another request deleted after this one checked it
 * (an organiser's new request while an administrator deletes the organiser, decision 0068). Every such check runs
 * before the write, so what is left is that race: 409, not a 5xx.
 */
const isForeignKeyViolation = (err: unknown) => {
  const e = ((err as { cause?: unknown })?.cause ?? err) as { code?: unknown; message?: unknown };
  // Only the write that names a missing row; a delete refused because rows still refer to it stays a 5xx (a bug).
  return e?.code === '23503' && typeof e.message === 'string' && e.message.startsWith('insert or update');
};

const fieldName = (instancePath: string) =>
  instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');

/**
 * Fastify's `frameworkErrors`: failures before any route runs, which the error handler below never sees. A path
 * Fastify cannot decode (bad percent-encoding: 400) or with an over-long parameter (414) gets the one error
 * shape; Fastify's own body would echo the path back (docs/decisions/0048).
 */
export function answerFrameworkError(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (err.code === 'FST_ERR_BAD_URL' || err.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const status = err.code === 'FST_ERR_BAD_URL' ? 400 : 414;
    return reply
      .status(status)
      .send({ message: texts.malformedUrl, code: 'bad_url' } satisfies ErrorResponse);
  }
  request.log.error({ err }, 'request failed');
  return reply
    .status(500)
    .send({ message: texts.generic, request_id: String(request.id) } satisfies ErrorResponse);
}

/** One error shape for every failure; 5xx never reveal internals and are logged with the request id. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      // No body at all, or not an object: one sentence for the whole body, not the schema's wording of a type.
      const body: unknown = request.body;
      if (
        err.validationContext === 'body' &&
        (body === null || typeof body !== 'object' || Array.isArray(body)) &&
        err.validation.some((issue) => fieldName(issue.instancePath) === '')
      ) {
        return reply.status(422).send({
          message: texts.bodyNotObject,
          errors: { body: [texts.bodyNotObject] },
        } satisfies ErrorResponse);
      }
      const errors: FieldErrors = {};
      for (const issue of err.validation) {
        const key = fieldName(issue.instancePath) || (err.validationContext ?? 'body');
        (errors[key] ??= []).push(issue.message ?? texts.generic);
      }
      const first = Object.values(errors)[0]?.[0] ?? texts.generic;
      return reply.status(422).send({ message: first, errors } satisfies ErrorResponse);
    }
    if (err instanceof AppError) {
      // A dependency that failed (the file storage): its error is logged, never sent.
      if (err.status >= 500) request.log.warn({ err: err.cause ?? err }, err.code);
      const body: ErrorResponse & Record<string, unknown> = {
        ...err.extra,
        message: err.message,
        code: err.code,
      };
      if (err.errors) body.errors = err.errors;
      // A progressive sign-in delay says how long to wait (modules/auth/login-delay.ts).
      if (typeof err.extra?.retry_after === 'number')
        reply.header('retry-after', String(err.extra.retry_after));
      return reply.status(err.status).send(body);
    }
    if (isForeignKeyViolation(err)) {
      request.log.warn({ err }, 'write refers to a deleted row');
      return reply
        .status(409)
        .send({ message: texts.referenceGone, code: 'reference_gone' } satisfies ErrorResponse);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.warn({ err }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({ message: texts.serviceUnavailable, code: 'service_unavailable' } satisfies ErrorResponse);
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      const message =
        status === 413
          ? texts.requestEntityTooLarge
          : status === 429
            ? texts.tooManyRequests
            : err.code?.startsWith('FST_ERR_CTP') || status === 400
              ? texts.malformedBody
              : err.message;
      return reply.status(status).send({ message, code: err.code?.toLowerCase() } satisfies ErrorResponse);
    }
    request.log.error({ err }, 'request failed');
    return reply
      .status(500)
      .send({ message: texts.generic, request_id: String(request.id) } satisfies ErrorResponse);
  });
});

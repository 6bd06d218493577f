import type { Config } from '../config/env';

/*
 * How errors are written to the log. A failed query carries its parameters (drizzle's DrizzleQueryError puts
 * them in `params` and in its message) and PostgreSQL's `detail` repeats the values of a violated key: a
 * password hash, an e-mail, a phone number. The log keeps what explains the failure — the statement's text,
 * the SQLSTATE code, the constraint, table and column — and never a value (docs/decisions/0026).
 */

interface DatabaseErrorFields {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  dataType?: unknown;
  routine?: unknown;
}

const isSqlState = (code: unknown) => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);

/** A drizzle DrizzleQueryError: the statement, its parameters and the driver's error as `cause`. */
const isQueryError = (err: object): err is Error & { query: string; params: unknown[] } =>
  typeof (err as { query?: unknown }).query === 'string' &&
  Array.isArray((err as { params?: unknown }).params);

/** An error from PostgreSQL (node-postgres or PGlite): a SQLSTATE code and a severity. */
const isDatabaseError = (err: object): err is Error & DatabaseErrorFields =>
  isSqlState((err as DatabaseErrorFields).code) && typeof (err as DatabaseErrorFields).severity === 'string';

/** Only the "    at …" lines: the first line of a stack repeats the message, which may hold values. */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .join('\n');

/** What the log holds of an error (the shape pino expects of an `err` serializer). */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

function databaseFailure(err: Error, query: string | undefined): LoggedError {
  let db: (Error & DatabaseErrorFields) | undefined;
  for (let e: unknown = err; e instanceof Object && !db; e = (e as { cause?: unknown }).cause) {
    if (isDatabaseError(e)) db = e;
  }
  const fields: Record<string, unknown> = {
    statement: query,
    code: db?.code,
    severity: db?.severity,
    constraint: db?.constraint,
    table: db?.table,
    column: db?.column,
    dataType: db?.dataType,
    routine: db?.routine,
  };
  return {
    type: 'DatabaseError',
    message: 'query failed',
    stack: framesOf(err.stack) ?? '',
    ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== '')),
  };
}

/**
 * The logger's `err` serializer: database failures without their values; any other error with its type,
 * message, code and stack, and its cause the same way.
 */
export function serializeError(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: String(err), stack: '' };
  if (isQueryError(err)) return databaseFailure(err, err.query);
  if (isDatabaseError(err)) return databaseFailure(err, undefined);
  const { code, statusCode } = err as { code?: unknown; statusCode?: unknown };
  const cause = (err as { cause?: unknown }).cause;
  return {
    type: err.name,
    message: err.message,
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    stack: err.stack ?? '',
    ...(cause !== undefined && depth < 5 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

/** The logger of the app (Fastify's pino): secrets redacted, errors through serializeError. */
export function loggerOptions(config: Pick<Config, 'LOG_LEVEL'>) {
  if (config.LOG_LEVEL === 'silent') return false as const;
  return {
    level: config.LOG_LEVEL,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: (err: Error) => serializeError(err) },
  };
}

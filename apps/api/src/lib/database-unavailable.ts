/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing, too slow to
 * connect or answer), as opposed to a statement it refused: such a failure answers 503 with Retry-After rather
 * than 500, and the call may be tried again (plugins/errors.ts, issue 26).
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    // Class 08 connection exceptions, 57P01-57P03 shutdown / crash / not yet accepting, 53300 too many connections.
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND'].includes(code))
      return true;
    const message = typeof e.message === 'string' ? e.message : '';
    // node-postgres's own texts for a connection that timed out, ended or broke.
    if (
      /^timeout exceeded when trying to connect|^Connection terminated|^Query read timeout|^Client has encountered a connection error|^Client was closed and is not queryable|^Connection terminated due to connection timeout/.test(
        message,
      )
    ) {
      return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

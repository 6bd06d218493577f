import type { JobsOptions } from '../src/modules/jobs/jobs.service';

/** A logger for a job runner that keeps what it is given, to read back in assertions. */
export function recordingLog() {
  const entries: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at =
    (level: string) =>
    (fields: Record<string, unknown>, message = '') =>
      entries.push({ level, fields, message });
  return { entries, log: { error: at('error'), warn: at('warn'), info: at('info') } as JobsOptions['log'] };
}

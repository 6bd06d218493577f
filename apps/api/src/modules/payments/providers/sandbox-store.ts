import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PaymentProviderError } from './provider';
import { emptyState, type SandboxState } from './sandbox-state';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Answers are stored as JSON; their dates come back as Dates. */
const revive = <T>(json: string): T =>
  JSON.parse(json, (_key, value: unknown) =>
    typeof value === 'string' && ISO_DATE.test(value) ? new Date(value) : value,
  ) as T;

/** Key order does not change a fingerprint. */
const stable = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/**
 * Where the sandbox keeps its state: in memory, and in `file` (when given) after every change, written atomically
 * (a temporary file renamed over the old one). Calls run one at a time in the process.
 */
export class SandboxStore {
  private state: SandboxState | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: string | undefined) {}

  /**
   * Runs a change once per idempotency key: the first answer is kept with the key (in the state file) and given
   * again for the same key and arguments; other arguments with that key are refused, as Stripe does. A refused
   * call (thrown error) changes nothing: each change checks before it writes, and an error throws the state
   * away and re-reads it from the last save.
   */
  mutate<T>(
    operation: string,
    input: { idempotencyKey: string },
    change: (s: SandboxState) => T,
  ): Promise<T> {
    const { idempotencyKey, ...args } = input;
    if (!idempotencyKey) {
      return Promise.reject(new PaymentProviderError('invalid_request', 'An idempotency key is required'));
    }
    return this.serial(async () => {
      const s = await this.load();
      const fingerprint = `${operation}:${stable(args)}`;
      const prior = s.idempotency[idempotencyKey];
      if (prior) {
        if (prior.fingerprint !== fingerprint) {
          throw new PaymentProviderError(
            'idempotency_key_reused',
            `Keys for idempotent requests can only be used with the same parameters they were first used with: ${idempotencyKey}`,
          );
        }
        return revive<T>(prior.result);
      }
      let result: T;
      try {
        result = change(s);
      } catch (error) {
        this.state = null;
        throw error;
      }
      const json = JSON.stringify(result ?? null);
      s.idempotency[idempotencyKey] = { fingerprint, result: json };
      await this.save(s);
      return revive<T>(json);
    });
  }

  read<T>(look: (s: SandboxState) => T): Promise<T> {
    return this.serial(async () => revive<T>(JSON.stringify(look(await this.load()))));
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async load(): Promise<SandboxState> {
    if (this.state) return this.state;
    const file = this.file;
    if (!file) {
      this.state = this.memory ? (JSON.parse(this.memory) as SandboxState) : emptyState();
      return this.state;
    }
    try {
      this.state = JSON.parse(await readFile(file, 'utf8')) as SandboxState;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      this.state = emptyState();
    }
    return this.state;
  }

  /** The last saved state when there is no file (an error rolls back to it, as with the file). */
  private memory: string | null = null;

  private async save(s: SandboxState) {
    const json = JSON.stringify(s);
    const file = this.file;
    if (!file) {
      this.memory = json;
      return;
    }
    await mkdir(dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, json, { mode: 0o600 });
    await rename(temporary, file);
  }
}

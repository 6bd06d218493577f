import { spawn } from 'node:child_process';
import { apiRoot } from '../../src/lib/paths';

export interface Instance {
  url: string;
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
  /** kill -9: the process ends at once, mid-request. */
  kill(): Promise<void>;
}

let nextPort = 38_400 + (process.pid % 500) * 4;

/**
 * One real server process (src/server.ts through tsx, as the other process tests run it) with its job worker
 * polling (NODE_ENV=development), on its own port and data directory. `ready` waits for its start-up line.
 * An `undefined` in `env` removes that variable from the inherited environment (spawn ignores undefined values).
 */
export function startInstance(
  env: Record<string, string | undefined>,
  options: { expectFailure?: boolean } = {},
) {
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot(),
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      DEMO_DATA: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const instance: Instance = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
  const ready = (async () => {
    if (options.expectFailure) return instance;
    for (let i = 0; i < 900 && !output.includes('Marquee is running'); i++) {
      if (child.exitCode !== null) throw new Error(`instance on ${port} exited:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!output.includes('Marquee is running'))
      throw new Error(`instance on ${port} did not start:\n${output}`);
    return instance;
  })();
  return { instance, ready };
}

/** An answer's JSON body, read loosely by the checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read as parsed JSON
type Json = Record<string, any>;

/** JSON over HTTP to an instance, with an optional bearer token. */
export async function call(
  instance: Instance,
  method: string,
  path: string,
  options: { token?: string; json?: unknown; body?: Buffer; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Uint8Array | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.body) body = new Uint8Array(options.body);
  const res = await fetch(`${instance.url}${path}`, { method, headers, body });
  const buffer = Buffer.from(await res.arrayBuffer());
  const text = buffer.toString('utf8');
  let json: unknown = undefined;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, buffer, json: json as Json };
}

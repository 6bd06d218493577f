import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRoot } from '../src/lib/paths';

/** Runs the real server entry point (src/server.ts through tsx) as its own process. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot(),
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: '0', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = async () => {
    for (let i = 0; i < 600 && !output.includes('Marquee is running'); i++) {
      if (child.exitCode !== null) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return output;
  };
  return { child, exited, ready, output: () => output };
}

describe('the server process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'marquee-lifecycle-'));
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a data directory in use, and closes the database cleanly on SIGTERM', async () => {
    const first = startServer({ PORT: '0', DATA_DIR: dataDir });
    children.push(first.child);
    expect(await first.ready()).toContain('Marquee is running');
    expect(existsSync(join(dataDir, 'marquee.lock'))).toBe(true);

    const second = startServer({ PORT: '0', DATA_DIR: dataDir });
    children.push(second.child);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('is already in use by another Marquee process');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'marquee.lock'))).toBe(false);

    // The database was closed cleanly: a new server opens it again.
    const third = startServer({ PORT: '0', DATA_DIR: dataDir });
    children.push(third.child);
    expect(await third.ready()).toContain('Marquee is running');
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  }, 120_000);

  it('exits with a message naming a bad variable', async () => {
    const bad = startServer({ PORT: 'not-a-port', DATA_DIR: dataDir });
    children.push(bad.child);
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  }, 60_000);
});

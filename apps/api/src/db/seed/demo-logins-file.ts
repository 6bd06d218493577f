import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { DemoAccount, SeedLogin } from './demo-passwords';

/** Where the generated demo passwords are kept, in DATA_DIR, readable by the owner only. */
export const DEMO_LOGINS_FILE = 'demo-logins.json';

export const demoLoginsPath = (dataDir: string) => join(resolve(dataDir), DEMO_LOGINS_FILE);

/** The demo logins kept in DATA_DIR; empty when there is no file (or it cannot be read). */
export function readDemoLogins(dataDir: string): SeedLogin[] {
  const path = demoLoginsPath(dataDir);
  if (!existsSync(path)) return [];
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as { logins?: SeedLogin[] };
    return Array.isArray(parsed.logins) ? parsed.logins : [];
  } catch {
    return [];
  }
}

/**
 * Keeps newly generated demo passwords next to the ones already kept (a login's newer password wins).
 * Written to a temporary file created with mode 0600, then renamed: the passwords are never readable by
 * another user, not even for a moment.
 */
export function saveDemoLogins(dataDir: string, logins: readonly SeedLogin[]): void {
  if (logins.length === 0) return;
  const byEmail = new Map(readDemoLogins(dataDir).map((l) => [l.email, l]));
  for (const login of logins) byEmail.set(login.email, login);
  mkdirSync(resolve(dataDir), { recursive: true });
  const path = demoLoginsPath(dataDir);
  const temporary = `${path}.${process.pid}.tmp`;
  const body = {
    note: 'Demo logins generated for this database by the Marquee seed. Keep this file private.',
    logins: [...byEmail.values()],
  };
  writeFileSync(temporary, JSON.stringify(body, null, 2) + '\n', { mode: 0o600 });
  // The mode given to writeFileSync is filtered by the umask; make it exact.
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/**
 * Saves the passwords this run generated and answers the logins to print: the demo accounts present in the
 * database whose password is kept in DATA_DIR.
 */
export function demoLoginsToPrint(
  dataDir: string,
  seeded: { logins: readonly SeedLogin[]; demoAccounts: readonly DemoAccount[] },
): { logins: SeedLogin[]; missing: DemoAccount[] } {
  saveDemoLogins(dataDir, seeded.logins);
  const kept = new Map(readDemoLogins(dataDir).map((l) => [l.email, l.password]));
  const logins: SeedLogin[] = [];
  const missing: DemoAccount[] = [];
  for (const account of seeded.demoAccounts) {
    const password = kept.get(account.email);
    if (password) logins.push({ ...account, password });
    else missing.push(account);
  }
  return { logins, missing };
}

import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoLoginsPath, demoLoginsToPrint, readDemoLogins, saveDemoLogins } from './demo-logins-file';

describe('the demo logins file in DATA_DIR', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'marquee-demo-logins-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is readable and writable by its owner only, whatever the umask', () => {
    const dir = dataDir();
    const previous = process.umask(0o000);
    try {
      saveDemoLogins(dir, [{ role: 'organiser', email: 'organiser@marquee.test', password: 'secret-one' }]);
    } finally {
      process.umask(previous);
    }
    expect(statSync(demoLoginsPath(dir)).mode & 0o777).toBe(0o600);
  });

  it('keeps earlier logins and lets a newer password replace an older one', () => {
    const dir = dataDir();
    saveDemoLogins(dir, [
      { role: 'organiser', email: 'organiser@marquee.test', password: 'first' },
      { role: 'supplier', email: 'supplier@marquee.test', password: 'kept' },
    ]);
    saveDemoLogins(dir, [{ role: 'organiser', email: 'organiser@marquee.test', password: 'second' }]);
    expect(readDemoLogins(dir)).toEqual([
      { role: 'organiser', email: 'organiser@marquee.test', password: 'second' },
      { role: 'supplier', email: 'supplier@marquee.test', password: 'kept' },
    ]);
  });

  it('prints the accounts present with their kept passwords and names the ones it has none for', () => {
    const dir = dataDir();
    const printed = demoLoginsToPrint(dir, {
      logins: [{ role: 'supplier', email: 'supplier@marquee.test', password: 'generated' }],
      demoAccounts: [
        { role: 'organiser', email: 'organiser@marquee.test' },
        { role: 'supplier', email: 'supplier@marquee.test' },
      ],
    });
    expect(printed).toEqual({
      logins: [{ role: 'supplier', email: 'supplier@marquee.test', password: 'generated' }],
      missing: [{ role: 'organiser', email: 'organiser@marquee.test' }],
    });
  });

  it('treats an unreadable file as no logins', () => {
    const dir = dataDir();
    writeFileSync(demoLoginsPath(dir), '{not json');
    expect(readDemoLogins(dir)).toEqual([]);
  });
});

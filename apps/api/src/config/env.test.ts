import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

describe('configuration', () => {
  it('has defaults that run the whole app locally', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data', DEMO_DATA: true });
    expect(c.APP_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
  });

  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x' }).DEMO_DATA).toBe(false);
  });

  it('names each bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', SMTP_URL: 'http://x', DEMO_DATA: 'yes' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', SMTP_URL: 'http://x', DATABASE_URL: 'mysql://x' });
    } catch (e) {
      const message = (e as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('SMTP_URL');
      expect(message).toContain('DATABASE_URL');
    }
  });

  it('runs housekeeping hourly by default, takes 0 to turn it off, and refuses what a cron cannot fire evenly', () => {
    expect(loadConfig({}).HOUSEKEEPING_INTERVAL_MINUTES).toBe(60);
    expect(loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: '0' }).HOUSEKEEPING_INTERVAL_MINUTES).toBe(0);
    for (const good of ['15', '120', '1440', '10080']) {
      expect(loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: good }).HOUSEKEEPING_INTERVAL_MINUTES).toBe(
        Number(good),
      );
    }
    for (const bad of ['-1', '1.5', 'hourly', '100000', '45', '90']) {
      expect(() => loadConfig({ HOUSEKEEPING_INTERVAL_MINUTES: bad }), bad).toThrow(
        /HOUSEKEEPING_INTERVAL_MINUTES/,
      );
    }
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });
});

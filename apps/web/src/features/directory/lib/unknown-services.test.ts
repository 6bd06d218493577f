import { describe, expect, it, vi } from 'vitest';
import {
  clearUnknownServices,
  flushUnknownServices,
  readUnknownServices,
  rememberUnknownService,
  UNKNOWN_SERVICES_KEY,
  type CacheStorage,
} from './unknown-services';

function memoryStorage(initial: Record<string, string> = {}): CacheStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('the unknown-services cache (spec 4, 9)', () => {
  it('keeps terms with their location, trimmed, oldest first', () => {
    const storage = memoryStorage();
    rememberUnknownService(storage, { service_name: '  Ice sculptures ', location: 'Bath, England' });
    rememberUnknownService(storage, { service_name: 'Falconry' });
    expect(readUnknownServices(storage)).toEqual([
      { service_name: 'Ice sculptures', location: 'Bath, England' },
      { service_name: 'Falconry' },
    ]);
  });

  it('holds at most 10 entries, dropping the oldest', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 12; i++) rememberUnknownService(storage, { service_name: `term ${i}` });
    const names = readUnknownServices(storage).map((e) => e.service_name);
    expect(names).toHaveLength(10);
    expect(names[0]).toBe('term 3');
    expect(names[9]).toBe('term 12');
  });

  it('does not repeat the same term and place; it moves to the end', () => {
    const storage = memoryStorage();
    rememberUnknownService(storage, { service_name: 'Falconry', location: 'York, England' });
    rememberUnknownService(storage, { service_name: 'Zorbing' });
    rememberUnknownService(storage, { service_name: 'falconry', location: 'york, england' });
    expect(readUnknownServices(storage).map((e) => e.service_name)).toEqual(['Zorbing', 'falconry']);
    rememberUnknownService(storage, { service_name: 'Falconry', location: 'Leeds, England' });
    expect(readUnknownServices(storage)).toHaveLength(3);
  });

  it('ignores blank terms and unreadable storage', () => {
    const storage = memoryStorage({ [UNKNOWN_SERVICES_KEY]: '{not json' });
    expect(readUnknownServices(storage)).toEqual([]);
    expect(rememberUnknownService(storage, { service_name: '   ' })).toEqual([]);
    storage.setItem(UNKNOWN_SERVICES_KEY, JSON.stringify([{ service_name: 'Ok' }, { nope: 1 }, 'x']));
    expect(readUnknownServices(storage)).toEqual([{ service_name: 'Ok' }]);
    expect(readUnknownServices(null)).toEqual([]);
  });

  it('sends the cache and clears it after a successful send', async () => {
    const storage = memoryStorage();
    rememberUnknownService(storage, { service_name: 'Falconry', location: 'York, England' });
    rememberUnknownService(storage, { service_name: 'Zorbing' });
    const send = vi.fn().mockResolvedValue({ result: true });
    await expect(flushUnknownServices(storage, send)).resolves.toBe(true);
    expect(send).toHaveBeenCalledWith({
      services: [{ service_name: 'Falconry', location: 'York, England' }, { service_name: 'Zorbing' }],
    });
    expect(readUnknownServices(storage)).toEqual([]);
    expect(storage.data.has(UNKNOWN_SERVICES_KEY)).toBe(false);
  });

  it('keeps the cache when sending fails, and sends it again next time', async () => {
    const storage = memoryStorage();
    rememberUnknownService(storage, { service_name: 'Falconry' });
    const failing = vi.fn().mockRejectedValue(new Error('offline'));
    await expect(flushUnknownServices(storage, failing)).resolves.toBe(false);
    expect(readUnknownServices(storage)).toEqual([{ service_name: 'Falconry' }]);

    rememberUnknownService(storage, { service_name: 'Zorbing' });
    const send = vi.fn().mockResolvedValue({ result: true });
    await flushUnknownServices(storage, send);
    expect(send).toHaveBeenCalledWith({
      services: [{ service_name: 'Falconry' }, { service_name: 'Zorbing' }],
    });
    expect(readUnknownServices(storage)).toEqual([]);
  });

  it('sends nothing when the cache is empty, and keeps terms added while sending', async () => {
    const storage = memoryStorage();
    const send = vi.fn();
    await expect(flushUnknownServices(storage, send)).resolves.toBe(false);
    expect(send).not.toHaveBeenCalled();

    rememberUnknownService(storage, { service_name: 'Falconry' });
    await flushUnknownServices(storage, async () => {
      rememberUnknownService(storage, { service_name: 'Zorbing' });
    });
    expect(readUnknownServices(storage)).toEqual([{ service_name: 'Zorbing' }]);
    clearUnknownServices(storage);
    expect(readUnknownServices(storage)).toEqual([]);
  });
});

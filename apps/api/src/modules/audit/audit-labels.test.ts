import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXPORT_NAMES } from '@marquee/contracts/admin-exports';
import { auditActionLabels, auditTargetLabels } from '@marquee/contracts/audit-log';

/** Every source file of the API but its tests. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the Activity tab names every action an administrator can take', () => {
  const code = sources(join(__dirname, '..', '..')).map((f) => readFileSync(f, 'utf8'));
  const calls = code.flatMap((text) =>
    text
      .split('recordAudit(')
      .slice(1)
      .map((c) => c.slice(0, 400)),
  );

  it('has a label for each action and target type written by recordAudit', () => {
    expect(calls.length).toBeGreaterThan(20);
    const literal = (key: string) =>
      calls.flatMap((c) => [...c.matchAll(new RegExp(`${key}: '([a-z_.-]+)'`, 'g'))].map((m) => m[1]!));
    // The two actions made from a template: the content writes and the exports.
    const made = [
      ...['partner', 'testimonial'].flatMap((t) => ['create', 'update', 'delete'].map((v) => `${t}.${v}`)),
      ...EXPORT_NAMES.map((n) => `exports.${n}`),
    ];
    const templated = calls.filter((c) => /action: `/.test(c)).length;
    expect(templated, 'an action built from a template is listed in `made`').toBe(3);
    const actions = new Set([...literal('action'), ...made]);
    expect([...actions].filter((a) => !auditActionLabels[a])).toEqual([]);
    const targets = new Set([...literal('targetType'), 'partner', 'testimonial']);
    expect([...targets].filter((t) => !auditTargetLabels[t])).toEqual([]);
  });
});

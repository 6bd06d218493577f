import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The apps/api folder, found from this file whether it runs from src/ (tsx, vitest) or dist/ (bundle). */
export function apiRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@marquee/api') return (root = dir);
    const parent = dirname(dir);
    if (parent === dir) throw new Error('Cannot find the @marquee/api package folder');
    dir = parent;
  }
}

export const migrationsDir = () => join(apiRoot(), 'drizzle');
export const defaultWebDistDir = () => join(apiRoot(), '..', 'web', 'dist');

// `npm start`: builds the app when the build is missing or older than its sources, then runs the server.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(root, '.build-stamp');
const inputs = [
  'apps/api/src',
  'apps/api/drizzle',
  'apps/api/tsup.config.ts',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'packages/contracts/src',
  'package-lock.json',
];
const outputs = [
  'apps/api/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const built =
  existsSync(stamp) && outputs.every((o) => existsSync(join(root, o))) ? statSync(stamp).mtimeMs : 0;
const changed = Math.max(...inputs.map((i) => newest(join(root, i))));
if (built < changed) {
  console.log(built ? 'Sources changed since the last build; building…' : 'No build yet; building…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
process.env.NODE_ENV ??= 'production';
await import(join(root, 'apps/api/dist/server.js'));

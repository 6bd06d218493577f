import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const stylesDir = join(src, '../../../node_modules/@mantine/core/styles');
const imported = readFileSync(join(src, 'app/mantine-styles.ts'), 'utf8');

/** Components whose look comes from other components' stylesheets too (Mantine's docs). */
const BUILT_FROM: Record<string, string[]> = {
  Autocomplete: ['Combobox', 'Input', 'Popover'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  MultiSelect: ['Combobox', 'Input', 'Popover', 'Pill', 'PillsInput'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  NumberInput: ['Input', 'NumberInput'],
  PasswordInput: ['Input', 'ActionIcon'],
  Checkbox: ['InlineInput'],
  Menu: ['Popover'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every name the app imports from @mantine/core. */
function mantineImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]+)\}\s+from\s+'@mantine\/core'/g)) {
      for (const part of match[1]!.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (name) names.add(name);
      }
    }
  }
  return names;
}

describe('Mantine stylesheets', () => {
  it('imports the stylesheet of every @mantine/core component the app uses, and of what it is built from', () => {
    const needed = new Set<string>();
    for (const name of mantineImports()) {
      if (existsSync(join(stylesDir, `${name}.css`))) needed.add(name);
      for (const dep of BUILT_FROM[name] ?? []) needed.add(dep);
    }
    expect(needed.size).toBeGreaterThan(10);
    const missing = [...needed].filter((name) => !imported.includes(`'@mantine/core/styles/${name}.css'`));
    expect(missing, 'add these to app/mantine-styles.ts').toEqual([]);
  });

  it('never imports the whole library or the unused packages', () => {
    expect(imported).not.toMatch(/import '@mantine\/(?:core\/styles\.css|dates|dropzone)/);
    const main = readFileSync(join(src, 'main.tsx'), 'utf8');
    expect(main).not.toMatch(/import '@mantine\/[a-z]+\/styles/);
  });
});

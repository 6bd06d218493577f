// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** The web app's feature folders: each is a zone that no other feature may import from. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * features/<feature> may import from no other feature folder.
 * @param {string} feature
 */
const featureZones = (feature) =>
  webFeatures
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./apps/web/src/features/${feature}`,
      from: `./apps/web/src/features/${other}`,
      message: `features/${feature} does not import features/${other}: compose them in app/ (routes, dashboard sections), or share the piece from components/ or lib/.`,
    }));

/**
 * @param {object[]} zones
 * @returns {['error', object]}
 */
const featureBoundaries = (zones) => ['error', { basePath: import.meta.dirname, zones }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Imports flow one way in the web app: shared (components, lib) -> features -> app.
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**'] }],
    },
  },
  {
    // A module of the API uses another module's service, never its repository (its SQL); types may be shared.
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../*/*.repository'],
              allowTypeImports: true,
              message: "Use the other module's service, not its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/app/**'] }],
    },
  },
  {
    // Features do not import each other: what several use lives in components/ or lib/, and features are composed
    // in app/ (routes, dashboard sections). No import cycles. npm run check:structure prints the counts;
    // scripts/import-rules.test.ts shows both rules failing.
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      // Runtime cycles only: imports of types, which vanish when compiled, are left out by the rule.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // A file is read whole: none over 400 lines (issue 20). Seed data (generated names, catalogue rows) is exempt.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['apps/api/src/db/seed/*-data.ts', 'apps/api/src/db/seed/demo*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-restricted-paths': featureBoundaries(featureZones(feature)) },
  })),
);

// The import rules of eslint.config.js fail on what they forbid: a feature importing another feature, and an import
// cycle. Each case lints a small text placed at a path of the repository (ESLint's lintText), against the real files.
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The import rules' messages for `code` as if it were the file at `file` (from the repository's root). */
async function importProblems(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import-x/'));
}

const rules = (messages: Linter.LintMessage[]) => messages.map((m) => m.ruleId);

describe(
  'import-x/no-restricted-paths: a feature does not import another feature',
  { timeout: 120_000 },
  () => {
    it('fails on a new import of one feature from another', async () => {
      const problems = await importProblems(
        'apps/web/src/features/requests/components/new-piece.tsx',
        "import { ChatBox } from '../../chat/components/chat-box';\nexport const Piece = ChatBox;\n",
      );
      expect(rules(problems)).toEqual(['import-x/no-restricted-paths']);
      expect(problems[0]?.message).toContain('features/requests does not import features/chat');
    });

    it('fails on a type-only import too', async () => {
      const problems = await importProblems(
        'apps/web/src/features/offers/lib/new-piece.ts',
        "import type { ChatSubject } from '../../chat/api/find-chat';\nexport type Piece = ChatSubject;\n",
      );
      expect(rules(problems)).toEqual(['import-x/no-restricted-paths']);
    });

    it('allows the shared floor, the feature itself, and composition in app/', async () => {
      expect(
        await importProblems(
          'apps/web/src/features/requests/components/new-piece.tsx',
          [
            "import { RatingStars } from '../../../components/ui/rating-stars';",
            "import { pounds } from '../../../lib/format';",
            "import { useQuote } from '../api/get-quote';",
            'export const piece = [RatingStars, pounds, useQuote];',
          ].join('\n'),
        ),
      ).toEqual([]);
      expect(
        await importProblems(
          'apps/web/src/app/dashboards/sections/new-section.tsx',
          [
            "import { ChatBox } from '../../../features/chat/components/chat-box';",
            "import { OrganiserRequests } from '../../../features/requests/components/organiser-requests';",
            'export const piece = [ChatBox, OrganiserRequests];',
          ].join('\n'),
        ),
      ).toEqual([]);
    });

    it('has no allow-list: files that had one (issue 20 phase 1) fail on an import of another feature', async () => {
      for (const [file, code] of [
        [
          'apps/web/src/features/requests/components/proposal-modal.tsx',
          "import { readPage } from '../../directory/lib/search-params';\nexport { readPage };\n",
        ],
        [
          'apps/web/src/features/supplier-onboarding/components/registration-wizard.tsx',
          "import { PaymentModal } from '../../billing/components/payment-modal';\nexport { PaymentModal };\n",
        ],
      ] as const) {
        expect(rules(await importProblems(file, code))).toEqual(['import-x/no-restricted-paths']);
      }
    });
  },
);

describe('import-x/no-cycle', { timeout: 120_000 }, () => {
  it('fails on a cycle in the web app (lib/format.ts ⇄ components/ui/rating-stars.tsx)', async () => {
    const problems = await importProblems(
      'apps/web/src/lib/format.ts',
      "import { RatingStars } from '../components/ui/rating-stars';\nexport const stars = RatingStars;\n",
    );
    expect(rules(problems)).toEqual(['import-x/no-cycle']);
  });

  it('fails on a cycle in the API (lib/errors.ts ⇄ lib/policy.ts)', async () => {
    const problems = await importProblems(
      'apps/api/src/lib/errors.ts',
      "import { authorize } from './policy';\nexport const check = authorize;\n",
    );
    expect(rules(problems)).toEqual(['import-x/no-cycle']);
  });

  it('leaves out imports of types, which are gone at run time', async () => {
    expect(
      await importProblems(
        'apps/web/src/lib/format.ts',
        "import type { ComponentProps } from 'react';\nimport type { RatingStars } from '../components/ui/rating-stars';\nexport type Stars = ComponentProps<typeof RatingStars>;\n",
      ),
    ).toEqual([]);
  });
});

// npm run check:structure: how the web app's features and the API's files import each other.
// Prints the feature-to-feature imports of apps/web/src (count, folder pairs, pairs that import both ways) and the
// import cycles of apps/web/src and apps/api/src. It reads each file's import and export declarations and dynamic
// import() calls with the TypeScript parser and resolves the relative ones; packages are left out.
// Feature-to-feature imports count every import declaration, tests included. Cycles are over runtime imports:
// `import type` (and imports of types only) and dynamic import() are left out, as import/no-cycle leaves them.
// --json prints the same figures as JSON; --max-feature-imports N, --max-two-way N and --max-cycles N exit 1 above N.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const apiSrc = path.join(root, 'apps/api/src');
const featuresDir = path.join(webSrc, 'features');

interface Edge {
  from: string;
  to: string;
  /** Only types cross this edge (import type, or every named import a type). */
  typeOnly: boolean;
  dynamic: boolean;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules') out.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.d.ts')) out.push(full);
  }
  return out.sort();
}

function resolve(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\.(js|mjs)$/, ''));
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(file: string): Edge[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const edges: Edge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean, dynamic: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolve(file, specifier.text);
    if (to) edges.push({ from: file, to, typeOnly, dynamic });
  };
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typeOnly =
        !!clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            !!named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((element) => element.isTypeOnly)));
      add(statement.moduleSpecifier, typeOnly, false);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      const clause = statement.exportClause;
      const typeOnly =
        statement.isTypeOnly ||
        (!!clause &&
          ts.isNamedExports(clause) &&
          clause.elements.length > 0 &&
          clause.elements.every((element) => element.isTypeOnly));
      add(statement.moduleSpecifier, typeOnly, false);
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

function featureOf(file: string): string | undefined {
  const inside = path.relative(featuresDir, file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return undefined;
  return inside.split(path.sep)[0];
}

/** Strongly connected components of more than one file, or a file importing itself (Tarjan). */
function cycles(files: string[], edges: Edge[]): string[][] {
  const next = new Map<string, Set<string>>(files.map((file) => [file, new Set<string>()]));
  for (const edge of edges) {
    if (edge.typeOnly || edge.dynamic) continue;
    next.get(edge.from)?.add(edge.to);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || next.get(file)?.has(file)) found.push(component.map(rel).sort());
    }
  };
  for (const file of files) if (!index.has(file)) connect(file);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

const webFiles = sourceFiles(webSrc);
const apiFiles = sourceFiles(apiSrc);
const webEdges = webFiles.flatMap(importsOf);
const apiEdges = apiFiles.flatMap(importsOf);

const pairCounts = new Map<string, number>();
let featureImports = 0;
let featureImportsInTests = 0;
const isTest = (file: string) => /\.test\.tsx?$|[/\\]test-data\.ts$/.test(file);
for (const edge of webEdges) {
  const a = featureOf(edge.from);
  const b = featureOf(edge.to);
  if (!a || !b || a === b) continue;
  featureImports += 1;
  if (isTest(edge.from)) featureImportsInTests += 1;
  const key = `${a} -> ${b}`;
  pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
}
const directed = [...pairCounts.keys()].map((key) => key.split(' -> ') as [string, string]);
const folderPairs = new Set(directed.map(([a, b]) => [a, b].sort().join(' <-> ')));
const twoWay = [...folderPairs]
  .filter((pair) => {
    const [a, b] = pair.split(' <-> ') as [string, string];
    return pairCounts.has(`${a} -> ${b}`) && pairCounts.has(`${b} -> ${a}`);
  })
  .sort();
const webCycles = cycles(webFiles, webEdges);
const apiCycles = cycles(apiFiles, apiEdges);

const report = {
  featureImports,
  featureImportsInTests,
  folderPairs: folderPairs.size,
  twoWayPairs: twoWay,
  imports: Object.fromEntries([...pairCounts].sort(([a], [b]) => a.localeCompare(b))),
  cycles: { web: webCycles, api: apiCycles },
};

const args = process.argv.slice(2);
if (args.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  console.log(
    `Feature-to-feature imports in apps/web/src/features: ${featureImports} (${featureImportsInTests} of them in tests and test data)`,
  );
  console.log(`Folder pairs: ${folderPairs.size}`);
  console.log(`Two-way pairs: ${twoWay.length}${twoWay.map((pair) => `\n  ${pair}`).join('')}`);
  for (const [key, count] of Object.entries(report.imports)) console.log(`  ${key}: ${count}`);
  for (const [name, found] of [
    ['apps/web/src', webCycles],
    ['apps/api/src', apiCycles],
  ] as const) {
    console.log(`Import cycles in ${name}: ${found.length}`);
    for (const cycle of found) console.log(`  ${cycle.join(', ')}`);
  }
}

const limit = (flag: string) => {
  const at = args.indexOf(flag);
  return at === -1 ? Infinity : Number(args[at + 1]);
};
if (
  featureImports > limit('--max-feature-imports') ||
  twoWay.length > limit('--max-two-way') ||
  webCycles.length + apiCycles.length > limit('--max-cycles')
) {
  process.exitCode = 1;
}

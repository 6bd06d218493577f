/**
 * bench-stats.ts's exports: one export read through HTTP on loopback by a real client (fetch), its lines counted,
 * the process's memory settled (forced GC) before and after and sampled at its peak while the file streams; the
 * plans of its first and last page statements.
 */
import type { Database } from '../src/db/client';
import { explain, isRead, memoryPeak, recordStatements, seqScannedTables, settledMemory } from './bench-lib';

export interface Exported {
  label: string;
  rows: number;
  expected: number;
  /** The response's content-encoding (fetch asks for gzip, as browsers do), or 'identity'. */
  encoding: string;
  /** The client stopped reading after the time allowed. */
  stopped: boolean;
  seconds: number;
  growth: { rss: number; heap: number };
  peak: { rss: number; heap: number };
  statements: number;
  seqScans: string[];
}

/** Reads an export through HTTP on loopback, counting its lines, and the process's memory around it. */
export async function measureExport(
  database: Database,
  base: string,
  token: string,
  label: string,
  path: string,
  expected: number,
  options: { verbose: boolean; tables: readonly string[]; limitSeconds: number },
): Promise<Exported> {
  const { statements, value } = await recordStatements(database.db, () =>
    readExport(base, token, label, path, expected, options.limitSeconds),
  );
  // The plans of the first page and of the last one (the statements given the range; not the sign-in's).
  const from = new URLSearchParams(path.split('?')[1] ?? '').get('date_from') ?? '1970-01-01';
  const pages = statements.filter((s) => isRead(s) && s.params.includes(from));
  const seqScans: string[] = [];
  for (const s of [pages[0], pages.at(-1)]) {
    if (!s) continue;
    const plan = await explain(database, s);
    if (options.verbose || !printedPlans.has(label)) {
      console.log(`\nexport ${label}, page after ${String(s.params.at(-2))}\n${plan}`);
    }
    seqScans.push(...seqScannedTables(plan, options.tables));
  }
  printedPlans.add(label);
  return { ...value, statements: statements.length, seqScans };
}
const printedPlans = new Set<string>();

async function readExport(
  base: string,
  token: string,
  label: string,
  path: string,
  expected: number,
  limitSeconds: number,
) {
  const before = settledMemory();
  const sampler = memoryPeak(25);
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200 || !res.body) throw new Error(`${label}: ${res.status} ${await res.text()}`);
  let lines = 0;
  let stopped = false;
  for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    // Past the time allowed, the client goes away (the rate so far is the figure); the server stops reading.
    if (performance.now() - started > limitSeconds * 1000) {
      stopped = true;
      break;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (stopped) await new Promise((resolve) => setTimeout(resolve, 1000));
  const peak = sampler.stop();
  const after = settledMemory();
  return {
    label,
    rows: lines - 1,
    expected,
    encoding: res.headers.get('content-encoding') ?? 'identity',
    stopped,
    seconds,
    growth: { rss: after.rss - before.rss, heap: after.heap - before.heap },
    peak: { rss: peak.rss - before.rss, heap: peak.heap - before.heap },
  };
}

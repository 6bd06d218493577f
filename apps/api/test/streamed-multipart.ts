import { once } from 'node:events';
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import { pdf } from './file-fixtures';

/*
 * Multipart bodies streamed to a listening server as a real client sends them (app.inject would buffer them),
 * with the server's memory watched while they go (multipart.test.ts, docs/decisions/0047).
 */

export const MB = 1024 * 1024;
const zeros = Buffer.alloc(64 * 1024);

/** A streamed multipart part: a text value, or a file of `size` bytes (a PDF header, then zeros). */
export type StreamPart = [name: string | undefined, value: string | { filename: string; size: number }];

/** The body of a streamed form, chunk by chunk, without holding it: files are produced 64 KB at a time. */
export function* streamedForm(boundary: string, parts: StreamPart[]): Generator<Buffer> {
  for (const [name, value] of parts) {
    const disposition = `form-data${name === undefined ? '' : `; name="${name}"`}`;
    if (typeof value === 'string') {
      yield Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n\r\n${value}\r\n`);
      continue;
    }
    yield Buffer.from(
      `--${boundary}\r\nContent-Disposition: ${disposition}; filename="${value.filename}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const head = pdf().subarray(0, 8);
    yield head;
    for (let left = value.size - head.length; left > 0; left -= zeros.length) {
      yield left >= zeros.length ? zeros : zeros.subarray(0, left);
    }
    yield Buffer.from('\r\n');
  }
  yield Buffer.from(`--${boundary}--\r\n`);
}

export const formLength = (boundary: string, parts: StreamPart[]) => {
  let length = 0;
  for (const chunk of streamedForm(boundary, parts)) length += chunk.length;
  return length;
};

/** Forces a full collection (the flag can be set at run time; `gc` is then found in a new context). */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
export const memoryInUse = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Body bytes the client had written when the answer came. */
  written: number;
  total: number;
  /** Highest memory in use (after a full collection) while the request ran, above what was in use before. */
  memoryGrowth: number;
}

/**
 * Sends a streamed body to the listening server as a real client would (app.inject would buffer it), writing only
 * as fast as the server reads, and stops writing when the answer arrives.
 */
export async function stream(
  port: number,
  path: string,
  headers: Record<string, string>,
  chunks: Iterable<Buffer>,
  declaredLength?: number,
): Promise<Answer> {
  gc();
  const before = memoryInUse();
  let peak = before;
  // A full collection takes a few hundred milliseconds here (PGlite's heap): a sample a second.
  const sampler = setInterval(() => {
    gc();
    peak = Math.max(peak, memoryInUse());
  }, 1000);
  let written = 0;
  let total = 0;
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: {
      ...headers,
      ...(declaredLength === undefined
        ? { 'transfer-encoding': 'chunked' }
        : { 'content-length': String(declaredLength) }),
    },
  });
  let answered = false;
  const answer = new Promise<Omit<Answer, 'memoryGrowth' | 'total'>>((resolve, reject) => {
    request.on('response', (res) => {
      answered = true;
      const at = written;
      const body: Buffer[] = [];
      res.on('data', (c: Buffer) => body.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(body).toString(),
          written: at,
        }),
      );
    });
    request.on('error', (err) => {
      // Writing on after the server answered and closed the connection is expected.
      if (!answered) reject(err);
    });
  });
  const writing = (async () => {
    for (const chunk of chunks) {
      total += chunk.length;
      if (answered || request.destroyed) continue;
      written += chunk.length;
      if (!request.write(chunk)) {
        await Promise.race([once(request, 'drain'), answer.catch(() => undefined), once(request, 'close')]);
      }
    }
    if (!answered && !request.destroyed) request.end();
  })();
  try {
    const result = await answer;
    await writing;
    return { ...result, total, memoryGrowth: peak - before };
  } finally {
    clearInterval(sampler);
    request.destroy();
  }
}

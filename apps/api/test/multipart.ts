import { randomBytes } from 'node:crypto';

/** A part of a multipart form: a text value, or a file with its name. */
export type FormPart = [name: string, value: string | { filename: string; data: Buffer; type?: string }];

/** A multipart/form-data body as a browser sends it, for app.inject (no client library needed). */
export function multipartForm(parts: FormPart[]) {
  const boundary = `----marquee${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        value.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

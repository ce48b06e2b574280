// Helpers shared by the documents tests: multipart bodies as a browser sends them, and counts of what
// an upload left behind (rows, blobs, temp files).
import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import { API_VERSION, SESSION_COOKIE, type UploadResult } from '@vault/contract';
import type { Client, TestApp } from '../../test/harness.js';
import { documentFiles, documents, documentVersions } from './documents.table.js';
import { thumbnailsSettled } from './documents.thumbnails.js';

export interface Part {
  name: string;
  filename: string;
  data: Buffer;
  type?: string;
}

/** A multipart/form-data body with text fields and files. */
export function multipart(fields: Record<string, string | string[]>, files: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vaultdocs${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const file = (filename: string, data: Buffer, type?: string): Part => ({ name: 'files', filename, data, ...(type ? { type } : {}) });

/** Dates relative to today, as the API takes them. */
export const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const identityDates = () => JSON.stringify({ dateOfIssue: daysFromNow(-400), dateOfExpiry: daysFromNow(3000) });
export const issueDate = (days = -10) => JSON.stringify({ dateOfIssue: daysFromNow(days) });

/** POSTs a multipart upload (custom-upload-with-properties unless another path is given). */
export function upload(c: Client, fields: Record<string, string | string[]>, files: Part[], path = '/doc-mgr/custom-upload-with-properties') {
  const { payload, headers } = multipart(fields, files);
  return c.call<UploadResult>('POST', path, payload, { headers });
}

/** Everything storage holds: rows of the three tables, blob keys, temp files. */
export async function footprint(t: TestApp) {
  // Thumbnails drawn after an answer hold a link in the temp folder until they are stored.
  await thumbnailsSettled();
  const [[d], [v], [f]] = await Promise.all([
    t.ctx.db.select({ n: count() }).from(documents),
    t.ctx.db.select({ n: count() }).from(documentVersions),
    t.ctx.db.select({ n: count() }).from(documentFiles),
  ]);
  const blobs: string[] = [];
  for await (const b of t.ctx.blobs.list()) blobs.push(b.key);
  const temp = await readdir(t.ctx.tempDir).catch(() => []);
  return { documents: d!.n, versions: v!.n, files: f!.n, blobs: blobs.sort(), temp: temp.length };
}

/** A GET whose answer is bytes (downloads, pages, thumbnails), sent with the client's session and CSRF token. */
export async function getBytes(c: Client, path: string, query: Record<string, string> = {}) {
  const headers: Record<string, string> = { 'api-version': API_VERSION, cookie: `lang=${c.language}; ${SESSION_COOKIE}=${c.cookie ?? ''}` };
  if (c.csrf) headers.authorization = c.csrf;
  const res = await c.t.app.inject({ method: 'GET', url: `/customer${path}`, headers, query });
  const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { status: res.statusCode, headers: res.headers, bytes: res.rawPayload, errorCode: isJson ? (res.json() as { errorCode: string | null }).errorCode : null };
}

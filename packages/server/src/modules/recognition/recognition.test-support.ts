// Documents for the recognition tests: a passport from the library's corpus generator (so recognition
// really runs), the same page inside a PDF, and a picture that is no document at all.
import type { ConfirmedField, RecognitionResult } from '@vault/contract';
import { generateCorpus } from '@vault/recognition/corpus';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import type { Client, TestApp } from '../../test/harness.js';
import { multipart, type Part } from '../documents/documents.test-support.js';
import { accounts } from '../profiles/profiles.table.js';

export interface GeneratedPassport {
  jpeg: Buffer;
  truth: Partial<Record<number, string>>;
}

/** A clean synthetic passport data page (seeded: the same document every run), as JPEG. */
export async function passportImage(seed = 5): Promise<GeneratedPassport> {
  for await (const sample of generateCorpus({ seed, perKind: 1, kinds: ['passport'], degradations: ['clean'] })) {
    return { jpeg: await sharp(sample.image).jpeg({ quality: 92 }).toBuffer(), truth: sample.truth };
  }
  throw new Error('the corpus generated no passport');
}

/** The picture as the only page of a PDF (the server reads a PDF's first page). */
export async function inPdf(jpeg: Buffer): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const image = await doc.embedJpg(jpeg);
  doc.addPage([image.width / 2, image.height / 2]).drawImage(image, { x: 0, y: 0, width: image.width / 2, height: image.height / 2 });
  return Buffer.from(await doc.save());
}

/** A photo-sized picture of shapes: no text, no document. */
export function notADocument(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900"><rect width="1200" height="900" fill="#6a8f5a"/><circle cx="400" cy="420" r="220" fill="#d9c27a"/><rect x="700" y="200" width="300" height="500" fill="#3b4f7a"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

export const scanFile = (data: Buffer, filename = 'passport.jpg'): Part => ({ name: 'file', filename, data, type: filename.endsWith('.pdf') ? 'application/pdf' : 'image/jpeg' });

/** POST /doc-mgr/recognize/{docType} with one file. */
export function recognize(c: Client, docType: string, part: Part, fields: Record<string, string> = {}) {
  const { payload, headers } = multipart({ userProfileType: '0', ...fields }, [part]);
  return c.call<RecognitionResult>('POST', `/doc-mgr/recognize/${docType}`, payload, { headers });
}

/** The default (person) profile of a demo account. */
export async function profileIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.ctx.db.select({ id: accounts.defaultProfileId }).from(accounts).where(eq(accounts.email, email));
  return row!.id!;
}

/** An ocrJson as the review dialog sends it: the scan, the confirmed fields (with changes), overallStatus High. */
export function ocrJsonOf(scan: RecognitionResult, changes: Partial<Record<number, string>> = {}, extra: Record<string, unknown> = {}) {
  const fields: ConfirmedField[] = scan.fields.map((f) => ({ ...f, value: changes[f.code] ?? f.value }));
  const value = (code: number) => fields.find((f) => f.code === code)?.value ?? '';
  return JSON.stringify({
    scanId: scan.scanId,
    docType: scan.docType,
    documentType: scan.kind,
    overallStatus: 'High',
    clearEnough: scan.clearEnough,
    typeMatch: scan.typeMatch,
    kind: scan.kind,
    country: scan.country,
    entries: [
      { name: 'Given Names', value: value(9) },
      { name: 'Surname', value: value(8) },
    ],
    fields,
    ...extra,
  });
}

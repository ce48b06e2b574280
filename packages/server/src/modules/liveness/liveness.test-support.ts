// Liveness tests: a passport whose page carries a real face photo (from @vladmandic/human's own sample grid,
// see the recognition library's face/samples.ts), confirmed as the review dialog confirms it, and selfies.
import type { LivenessResult, UploadResult } from '@vault/contract';
import { documentWithPortrait, faceTile } from '@vault/recognition/face-samples';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Client, TestApp } from '../../test/harness.js';
import { auditEvents } from '../audit/audit.table.js';
import { documentVersions } from '../documents/documents.table.js';
import { file, identityDates, upload } from '../documents/documents.test-support.js';
import { livenessChecks } from './liveness.table.js';

/** Uploads a passport whose portrait is face tile `face`; confirmed (ocrJson stored) unless told otherwise. */
export async function passportWithFace(t: TestApp, c: Client, face: number, { confirmed = true, profileId }: { confirmed?: boolean; profileId?: string } = {}): Promise<string> {
  const page = await documentWithPortrait(await faceTile(face));
  const res = await upload(c, { docType: 'PP', docProperties: identityDates(), ...(profileId ? { profileId } : {}) }, [file('passport.png', page, 'image/png')]);
  if (!res.body.success) throw new Error(`upload failed: ${JSON.stringify(res.body)}`);
  const docId = (res.body.data as UploadResult).docId;
  // What the review dialog's save stores with the version: the confirmed scan.
  if (confirmed) await t.ctx.db.update(documentVersions).set({ ocrJson: { docType: 'PP', overallStatus: 'High', fields: [] } }).where(eq(documentVersions.documentId, docId));
  return docId;
}

/** Face tile `face` as a selfie, base64 JPEG. */
export async function selfie(face: number): Promise<string> {
  return (await sharp(await faceTile(face)).jpeg({ quality: 90 }).toBuffer()).toString('base64');
}

/** Two faces side by side, base64 JPEG. */
export async function twoFaces(a: number, b: number): Promise<string> {
  const [left, right] = [await faceTile(a), await faceTile(b)];
  const { width = 360, height = 330 } = await sharp(left).metadata();
  return (
    await sharp({ create: { width: width * 2 + 40, height, channels: 3, background: '#ffffff' } })
      .composite([{ input: left, left: 0, top: 0 }, { input: right, left: width + 40, top: 0 }])
      .jpeg()
      .toBuffer()
  ).toString('base64');
}

export const check = (c: Client, body: Record<string, unknown>) => c.call<LivenessResult>('POST', '/arc/livenessCheck', body);
export const latest = (c: Client, profileId?: string) => c.call<{ result: LivenessResult | null }>('GET', '/arc/livenessCheck', undefined, profileId ? { query: { profileId } } : {});

/** Checks stored and liveness audit events: a refused call must change neither. */
export async function livenessFootprint(t: TestApp) {
  const [[checks], [events]] = await Promise.all([
    t.ctx.db.select({ n: count() }).from(livenessChecks),
    t.ctx.db.select({ n: count() }).from(auditEvents).where(eq(auditEvents.action, 'liveness.checked')),
  ]);
  return { checks: checks!.n, events: events!.n };
}

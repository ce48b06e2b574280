import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSignIn } from '../support/api.js';
import { DEMO, launchBrowser, newPage } from '../support/browser.js';
import { signIn } from '../support/flows.js';
import { text } from '../support/i18n.js';
import { generatedPassport } from '../documents/files.js';
import { chooseType, confirmRecognisedRow, displayDate, uploadRow } from '../documents/support.js';
import { shot } from '../support/shots.js';

/** Reading the passport and the first face check load their models: seconds on a busy machine. */
const SLOW = { timeout: 90_000 };


type Api = Awaited<ReturnType<typeof apiSignIn>>;
let browser: Browser;
let api: Api;
let aliceDetails: Record<string, unknown>;
const uploaded: string[] = [];

/**
 * A generated passport (its zone is read by recognition) whose portrait frame holds a real face: one of the man's
 * photos from @vladmandic/human's sample grid (the recognition library's face samples); the selfie is another.
 */
async function passportWithFace(): Promise<Buffer> {
  const { faceTile } = await import('@vault/recognition/face-samples');
  const passport = await generatedPassport(43);
  const face = await sharp(await faceTile(3)).resize({ width: 300, height: 390, fit: 'cover' }).png().toBuffer();
  return sharp(passport.png).composite([{ input: face, left: 40, top: 130 }]).png().toBuffer();
}

beforeAll(async () => {
  browser = await launchBrowser();
  api = await apiSignIn(DEMO.alice, DEMO.password);
  aliceDetails = (await api.call('GET', '/customer-user/personal-info')).data as Record<string, unknown>;
});
afterAll(async () => {
  // The journey's passport (its checks go with it) must not stay for other journeys: the latest check names it.
  const latest = (await api.call('GET', '/arc/livenessCheck')).data as { result: { docId: string } | null } | null;
  if (latest?.result) uploaded.push(latest.result.docId);
  await Promise.all(uploaded.map((docId) => api.call('DELETE', '/doc-mgr/remove-document', { docId })));
  await api.post('/customer-user/individual', aliceDetails);
  await browser.close();
});

describe('selfie check', () => {
  it('after a confirmed passport, a selfie chosen as a file is compared and its score and grade are shown; My details shows it too', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.getByTestId('nav-documents').click();
    await page.waitForURL('**/manage/documents');
    await page.getByTestId('documents-upload').click();
    const row = uploadRow(page, 0);
    await chooseType(page, row, 'Passport');
    await row.getByTestId('upload-row-files-input').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: await passportWithFace() });
    await confirmRecognisedRow(page, row, { issueDate: displayDate(-400) });

    // The upload dialog's last step: the selfie check.
    const card = page.getByTestId('liveness-card');
    await card.waitFor(SLOW);
    expect(await card.textContent()).toContain(text('en', 'liveness', 'introAfterId'));
    await shot(page, 'liveness-step');
    const { faceTile } = await import('@vault/recognition/face-samples');
    const selfie = await sharp(await faceTile(0)).jpeg({ quality: 90 }).toBuffer();
    await page.getByTestId('liveness-file').setInputFiles({ name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: selfie });
    await page.getByTestId('liveness-result').waitFor(SLOW);
    const grade = await page.getByTestId('liveness-grade').textContent();
    const score = Number(await page.getByTestId('liveness-score').textContent());
    // A photo of a photo (the sample grid is a screenshot): never PASS, a person reviews it.
    expect(grade).toBe(text('en', 'liveness', 'grade.REVIEW'));
    expect(score).toBeGreaterThanOrEqual(50);
    await shot(page, 'liveness-result');
    await page.getByTestId('liveness-done').click();
    await page.getByTestId('upload-dialog').waitFor({ state: 'hidden' });

    // The profile shows the latest check.
    await page.goto('/manage/profile');
    await page.getByTestId('liveness-result').waitFor(SLOW);
    expect(Number(await page.getByTestId('liveness-score').textContent())).toBe(score);
    await context.close();
  });

  it('the camera (Chromium’s fake camera showing a face) takes the selfie and the new result replaces the old one', async () => {
    // The fake camera plays an MJPEG file: the man's photo centred on a 640 x 480 frame, repeated.
    const { faceTile } = await import('@vault/recognition/face-samples');
    const dir = await mkdtemp(join(tmpdir(), 'liveness-camera-'));
    const frame = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#9aa4ad' } })
      .composite([{ input: await faceTile(5, 360), left: 140, top: 75 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const video = join(dir, 'face.mjpeg');
    await writeFile(video, Buffer.concat(Array.from({ length: 10 }, () => frame)));
    const camera = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${video}`]);
    try {
      const before = ((await api.call('GET', '/arc/livenessCheck')).data as { result: { checkId: string } | null }).result;
      const { page } = await newPage(camera);
      await signIn(page, DEMO.alice, DEMO.password);
      await page.waitForURL('**/manage/home');
      await page.goto('/manage/profile');
      await page.getByTestId('liveness-camera').click(SLOW);
      await page.getByTestId('liveness-video').waitFor();
      await expect.poll(() => page.getByTestId('liveness-capture').isEnabled(), SLOW).toBe(true);
      await page.getByTestId('liveness-capture').click();
      await expect
        .poll(async () => ((await api.call('GET', '/arc/livenessCheck')).data as { result: { checkId: string } | null }).result?.checkId, SLOW)
        .not.toBe(before?.checkId);
      await page.getByTestId('liveness-result').waitFor(SLOW);
      expect(Number(await page.getByTestId('liveness-score').textContent())).toBeGreaterThanOrEqual(50);
      await shot(page, 'liveness-camera');
    } finally {
      await camera.close();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('a picture with no face says so in the user’s words and changes nothing', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, DEMO.alice, DEMO.password);
    await page.waitForURL('**/manage/home');
    await page.goto('/manage/profile');
    const card = page.getByTestId('liveness-card');
    await card.waitFor(SLOW);
    const before = await page.getByTestId('liveness-result').textContent().catch(() => null);
    const blank = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a8f6a' } }).jpeg().toBuffer();
    await page.getByTestId('liveness-file').setInputFiles({ name: 'wall.jpg', mimeType: 'image/jpeg', buffer: blank });
    await page.getByTestId('liveness-error').waitFor(SLOW);
    const { errorMessage } = await import('@vault/contract');
    expect(await page.getByTestId('liveness-error').textContent()).toBe(errorMessage('LIVENESS_NO_FACE', 'en'));
    expect(await page.getByTestId('liveness-result').textContent().catch(() => null)).toBe(before);
    await context.close();
  });
});

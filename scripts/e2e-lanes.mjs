// Splits the browser journeys into lanes that run at the same time, each with its own server, data and Chromium
// (e2e/support/global-setup.ts starts one per Vitest run), so no journey sees another lane's changes.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './lib.mjs';

/**
 * Seconds each journey file took in a clean-clone CI run (2026-11-30, keyboard-and-languages measured again after its
 * scans stopped waiting out animations). Only for balancing: a file not listed counts as DEFAULT_SECONDS.
 */
const SECONDS = {
  'e2e/shell/keyboard-and-languages.spec.ts': 170,
  'e2e/shell/customer-shell.spec.ts': 83,
  'e2e/documents/recognition.spec.ts': 58,
  'e2e/funds/distribution.spec.ts': 45,
  'e2e/users/invitations.spec.ts': 45,
  'e2e/sharing/requests.spec.ts': 39,
  'e2e/register/register.spec.ts': 38,
  'e2e/liveness/selfie-check.spec.ts': 36,
  'e2e/shell/representatives.spec.ts': 35,
  'e2e/sharing/share.spec.ts': 33,
  'e2e/documents/corporate.spec.ts': 28,
  'e2e/shell/my-details-contact.spec.ts': 27,
  'e2e/requests/answer.spec.ts': 26,
  'e2e/documents/upload-and-view.spec.ts': 26,
  'e2e/vault-setup/local.spec.ts': 25,
  'e2e/broker-dealers/permissions.spec.ts': 23,
  'e2e/session/leave-while-loading.spec.ts': 21,
  'e2e/correspondence/paid-reply.spec.ts': 21,
  'e2e/documents/form-rules.spec.ts': 21,
  'e2e/session/session-dialogs.spec.ts': 20,
  'e2e/auth/sign-in.spec.ts': 17,
  'e2e/documents/same-type.spec.ts': 16,
};
const DEFAULT_SECONDS = 10;

function specFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : specFiles(path);
    return entry.name.endsWith('.spec.ts') ? [relative(root, path)] : [];
  });
}

/** `count` lists of journey files, longest first into the lane with the least so far (ties: the lower lane). */
export function e2eLanes(count) {
  const files = specFiles(join(root, 'e2e')).sort();
  const weight = (file) => SECONDS[file] ?? DEFAULT_SECONDS;
  const lanes = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lane = lanes.reduce((least, next) => (next.seconds < least.seconds ? next : least));
    lane.files.push(file);
    lane.seconds += weight(file);
  }
  return lanes.map((lane) => lane.files).filter((files) => files.length > 0);
}

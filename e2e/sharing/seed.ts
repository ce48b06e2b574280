import { apiSignIn } from '../support/api.js';
import { baseUrl } from '../support/browser.js';

/** A signed-in API session of the e2e support (scripts/product.mjs). */
export type ApiClient = Awaited<ReturnType<typeof apiSignIn>>;

interface Envelope<T> {
  success: boolean;
  data: T;
  errorCode: string | null;
  errorMsg: string | null;
}

/** Calls a JSON route and returns its data, failing the journey on an unsuccessful answer. */
export async function must<T>(client: ApiClient, method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const answer = (await client.call(method, path, body)) as Envelope<T>;
  if (!answer.success) throw new Error(`${method} ${path}: ${answer.errorCode} ${answer.errorMsg}`);
  return answer.data;
}

/** Signs in and switches into one of the account's companies by name, as the profile switcher does. */
export async function signInActingAs(email: string, password: string, company: string): Promise<ApiClient> {
  const client = await apiSignIn(email, password);
  const related = await must<Array<{ profileId: string; name: string }>>(client, 'GET', '/customer-user/related-corporate-user-as-admin');
  const target = related.find((p) => p.name === company);
  if (!target) throw new Error(`${email} does not administer ${company}`);
  await must(client, 'POST', `/customer-user/switch-to-corporate-user?corporateProfileId=${target.profileId}`);
  return client;
}

export interface PdfUpload {
  docType: string;
  pdf: Buffer;
  fileName: string;
  properties: Record<string, string>;
  /** A representative's vault (the acting company's when absent). */
  profileId?: string;
  /** A new version of this document. */
  docId?: string;
  userProfileType: number;
}

/** Uploads a PDF as the upload form does (multipart: fields first, then the file); answers the document id. */
export async function uploadPdf(client: ApiClient, upload: PdfUpload): Promise<string> {
  const form = new FormData();
  form.append('docType', upload.docType);
  form.append('docProperties', JSON.stringify(upload.properties));
  form.append('userProfileType', String(upload.userProfileType));
  if (upload.profileId) form.append('profileId', upload.profileId);
  if (upload.docId) form.append('docId', upload.docId);
  form.append('files', new Blob([new Uint8Array(upload.pdf)], { type: 'application/pdf' }), upload.fileName);
  const res = await fetch(`${baseUrl()}/customer/doc-mgr/custom-upload-with-properties`, {
    method: 'POST',
    headers: { 'Api-Version': '8', cookie: client.cookie, authorization: client.csrf },
    body: form,
  });
  const answer = (await res.json()) as Envelope<{ docId: string }>;
  if (!answer.success) throw new Error(`upload ${upload.docType}: ${answer.errorCode} ${answer.errorMsg}`);
  return answer.data.docId;
}

/** YYYY-MM-DD, `days` from today (UTC). */
export const isoDay = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { Agent, request } from 'undici';
import { removeSpooled, spoolToTemp, type SpooledFile } from '../modules/storage/spool.js';
import { AppError } from './errors.js';
import { isPublicAddress } from './public-address.js';

export { isPublicAddress };

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Add-by-URL settings (config.documentUrls), plus what tests and operators may tune. */
export interface UrlSettings {
  /** Allowed domains, lower-case; a domain allows its subdomains. */
  domains: string[];
  /** host:port pairs the operator trusts even on private addresses (an intranet document server). */
  trustedHosts: string[];
  /** Name resolution; the system resolver by default. Tests inject answers (private, rebinding). */
  resolve?: (hostname: string) => Promise<ResolvedAddress[]>;
  /** Whole request deadline in ms (default 20 s); connecting has its own 5 s. */
  timeoutMs?: number;
}

const MAX_REDIRECTS = 3;
const MAX_URL_LENGTH = 2048;
const IMAGE_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

const invalid = () => new AppError('URL_INVALID');

/** The parts of a URL the checks need; throws URL_INVALID / URL_DOMAIN_NOT_LISTED before any network use. */
function checkSyntax(raw: string, settings: UrlSettings): { url: URL; host: string; trusted: boolean } {
  if (raw.length > MAX_URL_LENGTH) throw invalid();
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw invalid();
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid();
  if (url.username || url.password) throw invalid();
  // The URL parser has already turned 0177.1, 0x7f.1 and 2130706433 into 127.0.0.1.
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const trusted = settings.trustedHosts.includes(`${host}:${port}`);
  if (trusted) return { url, host, trusted };
  if (port !== '80' && port !== '443') throw invalid();
  const literal = host.replace(/^\[|\]$/g, '');
  if (isIP(literal)) throw isPublicAddress(literal) ? new AppError('URL_DOMAIN_NOT_LISTED') : invalid();
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) throw invalid();
  if (!settings.domains.some((d) => host === d || host.endsWith(`.${d}`))) throw new AppError('URL_DOMAIN_NOT_LISTED');
  return { url, host, trusted };
}

const systemResolve = async (hostname: string): Promise<ResolvedAddress[]> => dnsLookup(hostname, { all: true, verbatim: true });

/** Resolves a name and refuses it unless every answer is public (or the host is trusted). */
async function resolveChecked(settings: UrlSettings, hostname: string, trusted: boolean): Promise<ResolvedAddress[]> {
  const answers = await (settings.resolve ?? systemResolve)(hostname).catch(() => {
    throw new AppError('URL_FETCH_FAILED');
  });
  if (answers.length === 0) throw new AppError('URL_FETCH_FAILED');
  if (!trusted && answers.some((a) => !isPublicAddress(a.address))) throw invalid();
  return answers;
}

/**
 * The lookup the socket itself uses: the address checked is the address connected to, so a name that answers
 * public first and private later (DNS rebinding) is still refused, before any packet is sent.
 */
function guardedLookup(settings: UrlSettings, trusted: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolveChecked(settings, hostname, trusted).then(
      (answers) => {
        const wanted = options.family === 4 || options.family === 6 ? answers.filter((a) => a.family === options.family) : answers;
        if (wanted.length === 0) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0);
        if (options.all) return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: unknown) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}

/** The AppError behind a failed request (our lookup's refusal travels inside undici's error), else URL_FETCH_FAILED. */
function asAppError(error: unknown): AppError {
  for (let e = error as { cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e instanceof AppError) return e;
  return new AppError('URL_FETCH_FAILED');
}

interface Opened {
  finalUrl: string;
  contentType: string;
  body: Readable;
  length: number | null;
  close(): Promise<void>;
}

/** One GET with the checks; redirects are followed by hand, each new address checked as if it were the first. */
async function open(raw: string, settings: UrlSettings): Promise<Opened> {
  // One deadline for every hop; cleared on close so it cannot fire into a finished request.
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), settings.timeoutMs ?? 20_000);
  try {
    return await follow(raw, settings, controller.signal, () => clearTimeout(timer));
  } catch (error) {
    clearTimeout(timer);
    throw error;
  }
}

async function follow(raw: string, settings: UrlSettings, signal: AbortSignal, done: () => void): Promise<Opened> {
  let current = raw;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const { url, host, trusted } = checkSyntax(current, settings);
    if (!trusted && !isIP(host.replace(/^\[|\]$/g, ''))) await resolveChecked(settings, host, trusted);
    const agent = new Agent({ connect: { lookup: guardedLookup(settings, trusted), timeout: 5_000 }, headersTimeout: 10_000, bodyTimeout: 10_000 });
    const close = () => agent.close().catch(() => undefined);
    const res = await request(url, { dispatcher: agent, method: 'GET', signal, headers: { accept: 'image/png, image/jpeg', 'user-agent': 'VaultPortal/1 (document link)' } }).catch(async (error: unknown) => {
      await close();
      throw asAppError(error);
    });
    // A late abort or socket error on a body we stopped reading must not become an unhandled error.
    res.body.on('error', () => undefined);
    const location = res.headers.location;
    if (res.statusCode >= 300 && res.statusCode < 400 && typeof location === 'string') {
      res.body.destroy();
      await close();
      current = new URL(location, url).toString();
      continue;
    }
    if (res.statusCode !== 200) {
      res.body.destroy();
      await close();
      throw new AppError('URL_FETCH_FAILED');
    }
    const length = Number(res.headers['content-length']);
    const finish = async () => {
      done();
      await close();
    };
    return { finalUrl: url.toString(), contentType: String(res.headers['content-type'] ?? ''), body: res.body, length: Number.isFinite(length) ? length : null, close: finish };
  }
  throw invalid();
}

/** A declared type that contradicts an image (HTML, JSON...) is refused; the bytes decide the rest. */
async function imageType(declared: string, head: Buffer): Promise<string> {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (type && !type.startsWith('image/') && type !== 'application/octet-stream' && type !== 'binary/octet-stream') throw new AppError('URL_NOT_IMAGE');
  const detected = (await fileTypeFromBuffer(head))?.ext;
  const mime = detected ? IMAGE_TYPES[detected] : undefined;
  if (!mime) throw new AppError('URL_NOT_IMAGE');
  return mime;
}

async function readHead(body: Readable, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    chunks.push(chunk as Buffer);
    length += (chunk as Buffer).length;
    if (length >= bytes) break;
  }
  body.destroy();
  return Buffer.concat(chunks).subarray(0, bytes);
}

/**
 * Syntax, scheme (http/https), port (80/443), the domain allow-list (30000063), resolved address not private/loopback/
 * link-local/metadata (30000064), redirects followed manually (max 3, each re-checked), GET content type and
 * magic bytes must be an image (30000065). Connect-time address check (DNS rebinding safe). Reads only the head.
 */
export async function checkDocumentUrl(url: string, settings: UrlSettings): Promise<{ finalUrl: string; contentType: string }> {
  const opened = await open(url, settings);
  try {
    const head = await readHead(opened.body, 4100).catch((error: unknown) => {
      throw asAppError(error);
    });
    return { finalUrl: opened.finalUrl, contentType: await imageType(opened.contentType, head) };
  } finally {
    await opened.close();
  }
}

/** A display name for a fetched image: the link's last path segment with the extension of what was received. */
function nameFrom(finalUrl: string, mime: string): string {
  const last = new URL(finalUrl).pathname.split('/').pop() ?? '';
  let segment: string;
  try {
    segment = decodeURIComponent(last);
  } catch {
    segment = last;
  }
  segment = segment.replace(/\.[^.]*$/, '');
  return `${segment || 'document'}.${mime === 'image/png' ? 'png' : 'jpg'}`;
}

/**
 * Same checks, then streams the body into a spooled temp file with the size cap and timeouts. Over the cap:
 * DOCUMENT_FILE_TOO_LARGE, or `tooLargeError` when the cap is what is left of a request's total.
 */
export async function fetchDocumentUrl(
  url: string,
  settings: UrlSettings,
  opts: { maxBytes: number; tempDir: string; tooLargeError?: 'DOCUMENT_FILE_TOO_LARGE' | 'DOCUMENT_FILES_TOO_LARGE' },
): Promise<SpooledFile> {
  const tooLarge = opts.tooLargeError ?? 'DOCUMENT_FILE_TOO_LARGE';
  const opened = await open(url, settings);
  let file: SpooledFile | null = null;
  try {
    if (opened.length !== null && opened.length > opts.maxBytes) throw new AppError(tooLarge);
    file = await spoolToTemp(opened.body, { maxBytes: opts.maxBytes, tempDir: opts.tempDir, originalName: 'link', tooLargeError: tooLarge }).catch((error: unknown) => {
      throw asAppError(error);
    });
    const mime = await imageType(opened.contentType, file.head);
    return { ...file, originalName: nameFrom(opened.finalUrl, mime) };
  } catch (error) {
    if (file) await removeSpooled([file]);
    throw error;
  } finally {
    opened.body.destroy();
    await opened.close();
  }
}

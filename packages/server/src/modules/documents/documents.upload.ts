import { FORMULA_EXEMPT_FIELDS, isSuspiciousFormula, LIMITS, type ErrorKey } from '@vault/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, fail } from '../../lib/errors.js';
import { removeSpooled, SPOOL_BUFFER_BYTES, spoolToTemp, type SpooledFile } from '../storage/spool.js';
import { pictureSpoolFilter } from './files/spool-strip.js';

/** What a multipart upload carried: its text fields and its files, spooled to temp and hashed. */
export interface ReceivedUpload {
  fields: Record<string, string | string[]>;
  files: SpooledFile[];
}

/** What one kind of upload accepts, and the codes that say it was exceeded. */
export interface UploadLimits {
  fileBytes: number;
  totalBytes: number;
  maxFiles: number;
  fileTooLarge: ErrorKey;
  filesTooLarge: ErrorKey;
  tooManyFiles: ErrorKey;
  /** The field named in the error when the body is not multipart at all. */
  filesField: string;
  /**
   * JPEG and PNG files are copied without their metadata while they are received (files/spool-strip.ts), so the
   * spooled file is the one stored; normaliseImage then only checks (documents: every upload goes through it).
   */
  stripPictures?: boolean;
}

/** The vault's limits (spec): 20 MB a file, 20 MB a request, 99 files. */
export const DOCUMENT_LIMITS: UploadLimits = {
  fileBytes: LIMITS.uploadFileBytes,
  totalBytes: LIMITS.uploadTotalBytes,
  maxFiles: LIMITS.uploadMaxFiles,
  fileTooLarge: 'DOCUMENT_FILE_TOO_LARGE',
  filesTooLarge: 'DOCUMENT_FILES_TOO_LARGE',
  tooManyFiles: 'TOO_MANY_FILES',
  filesField: 'files',
  stripPictures: true,
};

/** Busboy and stream failures that mean the body was cut short or malformed, not a server fault. */
function isBrokenBody(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  if (e.code === 'FST_FILES_LIMIT') return false;
  if (e.code?.startsWith('FST_') || e.code === 'ECONNRESET' || e.code === 'ERR_STREAM_PREMATURE_CLOSE') return true;
  return /multipart|terminated early|unexpected end|premature close|aborted/i.test(e.message ?? '');
}

function mapReceiveError(error: unknown, limits: UploadLimits): AppError | unknown {
  if (error instanceof AppError) return error;
  if ((error as { code?: string }).code === 'FST_FILES_LIMIT') return new AppError(limits.tooManyFiles);
  if (isBrokenBody(error)) return new AppError('UPLOAD_INTERRUPTED');
  return error;
}

/**
 * Multipart bodies skip the JSON guard (their body is a stream), so every text part and every file name
 * gets the same formula check here; JSON carried in a field (docProperties) is checked where it is parsed.
 */
function refuseUnsafeText(name: string, value: string): void {
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  // NUL, raw or escaped inside a JSON field (ocrJson, docProperties), cannot be stored by PostgreSQL.
  if (value.includes('\u0000') || /\\u0000/i.test(value)) throw new AppError('VALIDATION', [{ path: key, message: 'Invalid value' }]);
  if (FORMULA_EXEMPT_FIELDS.has(key) || !isSuspiciousFormula(value)) return;
  throw new AppError('FORMULA_INJECTION', [{ path: key, message: 'Invalid value' }]);
}

function addField(fields: ReceivedUpload['fields'], name: string, value: string): void {
  // files[] style names and repeated names both become arrays.
  const key = name.endsWith('[]') ? name.slice(0, -2) : name;
  const prev = fields[key];
  fields[key] = prev === undefined ? (name.endsWith('[]') ? [value] : value) : [...(Array.isArray(prev) ? prev : [prev]), value];
}

/**
 * Reads the parts as they arrive and spools each file while streaming, so nothing is held in memory
 * and every limit applies before the bytes are stored: 20 MB a file, 20 MB for the request, 99 files
 * (the 100th file part is refused as soon as it starts). On any failure, what was spooled is removed.
 */
export async function receiveUpload(request: FastifyRequest, tempDir: string, limits: UploadLimits = DOCUMENT_LIMITS): Promise<ReceivedUpload> {
  if (!request.isMultipart()) return fail('VALIDATION', [{ path: limits.filesField, message: 'Required' }]);
  const { fileBytes, totalBytes, maxFiles } = limits;
  const received: ReceivedUpload = { fields: {}, files: [] };
  let total = 0;
  try {
    // Busboy's own limits sit one above ours so our checks (with the spec's messages) fire first.
    const parts = request.parts({ limits: { fileSize: fileBytes + 1, files: maxFiles + 1, fields: 60, fieldSize: 64 * 1024 }, fileHwm: SPOOL_BUFFER_BYTES });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string') continue;
        refuseUnsafeText(part.fieldname, part.value);
        addField(received.fields, part.fieldname, part.value);
        continue;
      }
      if (!part.filename) {
        // A browser sends an empty part for a file input left blank.
        part.file.resume();
        continue;
      }
      // The name is listed to the owner and to whoever the document is shared with, and exported.
      if (isSuspiciousFormula(part.filename)) {
        part.file.destroy();
        refuseUnsafeText(part.fieldname, part.filename);
      }
      if (received.files.length >= maxFiles) {
        part.file.destroy();
        return fail(limits.tooManyFiles);
      }
      const remaining = totalBytes - total;
      const perFile = remaining >= fileBytes;
      const spooled = await spoolToTemp(part.file, {
        maxBytes: perFile ? fileBytes : remaining,
        tempDir,
        originalName: part.filename,
        tooLargeError: perFile ? limits.fileTooLarge : limits.filesTooLarge,
        ...(limits.stripPictures ? { filter: () => pictureSpoolFilter(64 * 1024) } : {}),
      });
      received.files.push(spooled);
      const receivedSize = spooled.receivedSize ?? spooled.size;
      total += receivedSize;
      if (receivedSize === 0) return fail('FILE_EMPTY');
    }
    return received;
  } catch (error) {
    await removeSpooled(received.files);
    throw mapReceiveError(error, limits);
  }
}

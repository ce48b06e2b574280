import { createRecognizer, type DocType, type RecognitionResult, type Recognizer } from '@vault/recognition';
import { AppError } from '../../lib/errors.js';

/** The process's document reader: one pool of worker processes, started on first use, closed with the app. */
export interface RecognitionEngine {
  recognize(bytes: Uint8Array, docType: DocType): Promise<RecognitionResult>;
  /** Whether the workers were ever started (tests, health). */
  readonly started: boolean;
  close(): Promise<void>;
}

export interface EngineOptions {
  /** Worker processes (each holds its own models, ~0.45-0.85 GB at peak); undefined lets the library choose. */
  workers: number | undefined;
  /** Documents allowed to wait beyond the ones being read; more are refused (RECOGNITION_BUSY). */
  maxQueue: number;
  /** Tests may start a different worker script. */
  workerUrl?: URL;
}

/** Errors cross the worker boundary by name (see the library's README). */
function mapError(error: unknown): unknown {
  const name = (error as { name?: string }).name;
  if (name === 'RecognizerBusyError') return new AppError('RECOGNITION_BUSY');
  if (name === 'UnsupportedInputError' || name === 'RecognitionFailedError') return new AppError('RECOGNITION_FAILED');
  return error;
}

/**
 * Lazy so a process that never reads a document never loads the models (hundreds of MB per worker),
 * which matters for tests and for instances that only serve other calls.
 */
export function createRecognitionEngine(options: EngineOptions): RecognitionEngine {
  let recognizer: Recognizer | null = null;
  let closed = false;
  const get = (): Recognizer => {
    if (closed) throw new AppError('RECOGNITION_BUSY');
    recognizer ??= createRecognizer({ ...(options.workers ? { workers: options.workers } : {}), maxQueue: options.maxQueue, ...(options.workerUrl ? { workerUrl: options.workerUrl } : {}) });
    return recognizer;
  };
  return {
    get started() {
      return recognizer !== null;
    },
    async recognize(bytes, docType) {
      try {
        return await get().recognize(bytes, docType);
      } catch (error) {
        throw mapError(error);
      }
    },
    async close() {
      closed = true;
      const open = recognizer;
      recognizer = null;
      if (open) await open.close();
    },
  };
}

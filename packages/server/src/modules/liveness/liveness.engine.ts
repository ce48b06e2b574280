import { createFaceChecker, type FaceChecker, type FaceReadings } from '@vault/recognition';
import { AppError } from '../../lib/errors.js';

/** The process's face checker: one worker process, started on first use (it loads ~30 MB of models), closed with the app. */
export interface LivenessEngine {
  check(selfie: Uint8Array, portrait: Uint8Array): Promise<FaceReadings>;
  close(): Promise<void>;
}

/** Errors cross the worker boundary by name. */
function mapError(error: unknown): unknown {
  const name = (error as { name?: string }).name;
  if (name === 'FaceCheckerBusyError') return new AppError('LIVENESS_BUSY');
  if (name === 'UnsupportedFaceInputError') return new AppError('LIVENESS_NOT_AN_IMAGE');
  if (name === 'FaceCheckFailedError') return new AppError('LIVENESS_FAILED');
  return error;
}

export function createLivenessEngine(options: { maxQueue?: number } = {}): LivenessEngine {
  let checker: FaceChecker | null = null;
  let closed = false;
  return {
    async check(selfie, portrait) {
      if (closed) throw new AppError('LIVENESS_BUSY');
      checker ??= createFaceChecker({ maxQueue: options.maxQueue ?? 8 });
      try {
        return await checker.check(selfie, portrait);
      } catch (error) {
        throw mapError(error);
      }
    },
    async close() {
      closed = true;
      const open = checker;
      checker = null;
      if (open) await open.close();
    },
  };
}

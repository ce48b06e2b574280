import { ERRORS, type ErrorKey, type FieldError } from '@vault/contract';

/** A failure that is safe to show: an error from the contract catalogue, optionally with field details. */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    readonly fieldErrors?: FieldError[],
    /** Values for {name} placeholders in the message. */
    readonly params?: Record<string, string>,
  ) {
    super(key);
  }
  get status(): number {
    return ERRORS[this.key].status;
  }
  get code(): string {
    return ERRORS[this.key].code;
  }
}

export const fail = (key: ErrorKey, fieldErrors?: FieldError[], params?: Record<string, string>): never => {
  throw new AppError(key, fieldErrors, params);
};

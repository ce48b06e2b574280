import type { App } from 'antd';
import { ERROR_TOAST_MS } from '@vault/contract';

/**
 * antd's message and modal APIs only pick up theme and locale when taken from `App.useApp()`.
 * FeedbackBridge (lib/ui/FeedbackBridge, mounted by app/providers) hands them over here so non-React
 * code (the API client's error handler, the navigation guard) can show toasts and dialogs.
 *
 * The bridge and antd's message, notification and modal code (~15 kB) load on the first toast or
 * dialog, not with the first page: calls made before it arrives wait for it, in order.
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;
let wanted = false;
const waiting: Array<(value: FeedbackApi) => void> = [];
const listeners = new Set<() => void>();

export function setFeedbackApi(value: FeedbackApi): void {
  api = value;
  for (const use of waiting.splice(0)) use(value);
}

/** Runs `use` with the feedback API now, or once its chunk has loaded and mounted. */
export function withFeedback(use: (value: FeedbackApi) => void): void {
  if (api) {
    use(api);
    return;
  }
  waiting.push(use);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
}

/** For the providers: whether something asked for feedback yet (then the bridge mounts). */
export const feedbackWanted = (): boolean => wanted;
export function subscribeFeedbackWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Error toast, 5 s (spec §9). The text is the toast's key, so the same message again (a wrong
 * password tried twice) restarts the one toast instead of stacking copies.
 */
export function toastError(text: string): void {
  withFeedback((value) => void value.message.error({ key: `error:${text}`, content: text, duration: ERROR_TOAST_MS / 1000 }));
}

export function toastSuccess(text: string): void {
  withFeedback((value) => void value.message.success({ key: `success:${text}`, content: text, duration: 3 }));
}

/** Removes every toast: a finished step's message does not follow the user into the next one. */
export function clearToasts(): void {
  api?.message.destroy();
}

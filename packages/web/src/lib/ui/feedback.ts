import type { App } from 'antd';
import { ERROR_TOAST_MS } from '@vault/contract';

/**
 * antd's message and modal APIs only pick up theme and locale when taken from `App.useApp()`.
 * FeedbackBridge (app/providers) hands them over here so non-React code (the API client's error
 * handler, the navigation guard) can show toasts and dialogs.
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

let api: FeedbackApi | null = null;

export function setFeedbackApi(value: FeedbackApi): void {
  api = value;
}

export function getFeedbackApi(): FeedbackApi | null {
  return api;
}

/**
 * Error toast, 5 s (spec §9). The text is the toast's key, so the same message again (a wrong
 * password tried twice) restarts the one toast instead of stacking copies.
 */
export function toastError(text: string): void {
  void api?.message.error({ key: `error:${text}`, content: text, duration: ERROR_TOAST_MS / 1000 });
}

export function toastSuccess(text: string): void {
  void api?.message.success({ key: `success:${text}`, content: text, duration: 3 });
}

/** Removes every toast: a finished step's message does not follow the user into the next one. */
export function clearToasts(): void {
  api?.message.destroy();
}

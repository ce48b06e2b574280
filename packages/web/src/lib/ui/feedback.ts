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

/** Error toast, 5 s (spec §9). */
export function toastError(text: string): void {
  void api?.message.error({ content: text, duration: ERROR_TOAST_MS / 1000 });
}

export function toastSuccess(text: string): void {
  void api?.message.success({ content: text, duration: 3 });
}

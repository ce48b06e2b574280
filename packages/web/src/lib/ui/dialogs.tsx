import type { ReactNode } from 'react';
import i18n from '../i18n/i18n';
import { withFeedback } from './feedback';
import { testId } from './testId';

export interface MessageDialogOptions {
  /** Names the dialog for browser tests: the content carries `data-testid="dialog-<kind>"`. */
  kind: string;
  title: string;
  content: ReactNode;
  /** Defaults to 'Okay' (spec §2 generic message dialog). */
  okText?: string;
  /** When set (or `withCancel`), a cancel button shows; defaults to 'No, thanks'. */
  cancelText?: string;
  withCancel?: boolean;
  /** Blocking dialogs cannot be dismissed by Esc, the close icon or the mask. */
  blocking?: boolean;
  /** Destructive confirmations (revoking, deleting) get a red confirm button. */
  danger?: boolean;
  onOk?: () => void | Promise<void>;
  onCancel?: () => void;
}

/** Generic message dialog, 420 px wide (spec: 400 to 450). */
export function showMessageDialog(options: MessageDialogOptions): void {
  const hasCancel = options.withCancel === true || options.cancelText !== undefined;
  const config = {
    title: options.title,
    content: <div {...testId(`dialog-${options.kind}`)}>{options.content}</div>,
    width: 420,
    centered: true,
    okText: options.okText ?? i18n.t('dialogs:okay'),
    cancelText: options.cancelText ?? i18n.t('dialogs:noThanks'),
    okButtonProps: { ...testId('dialog-ok'), danger: options.danger === true },
    cancelButtonProps: { ...testId('dialog-cancel') },
    closable: !options.blocking && hasCancel,
    keyboard: !options.blocking,
    mask: { closable: false },
    onOk: options.onOk,
    onCancel: options.onCancel,
  };
  withFeedback((api) => {
    if (hasCancel) api.modal.confirm(config);
    else api.modal.info(config);
  });
}

/** Keeps one dialog of a kind open even when several calls fail at once. */
const openKinds = new Set<string>();

export function showMessageDialogOnce(options: MessageDialogOptions): void {
  if (openKinds.has(options.kind)) return;
  openKinds.add(options.kind);
  const release = () => openKinds.delete(options.kind);
  showMessageDialog({
    ...options,
    onOk: async () => {
      release();
      await options.onOk?.();
    },
    onCancel: () => {
      release();
      options.onCancel?.();
    },
  });
}

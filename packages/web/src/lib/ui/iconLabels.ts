/**
 * Icon file names (as @ant-design/icons names them) whose picture carries meaning, and the key of
 * their accessible name under `icons.` in the common namespace. Any other icon is decoration and is
 * hidden from screen readers (lib/ui/TranslatedIcon.tsx).
 */
import type common from '../../locales/en/common.json';

export type IconLabel = keyof typeof common.icons;

export const ICON_LABELS: Readonly<Record<string, IconLabel | undefined>> = {
  close: 'close',
  'close-circle': 'error',
  'check-circle': 'success',
  'exclamation-circle': 'warning',
  warning: 'warning',
  'info-circle': 'info',
  loading: 'loading',
  search: 'search',
  eye: 'visible',
  'eye-invisible': 'hidden',
  left: 'previous',
  right: 'next',
  'double-left': 'previousPages',
  'double-right': 'nextPages',
  up: 'up',
  down: 'down',
  'caret-up': 'up',
  'caret-down': 'down',
  'zoom-in': 'zoomIn',
  'zoom-out': 'zoomOut',
  'rotate-left': 'rotateLeft',
  'rotate-right': 'rotateRight',
  delete: 'delete',
  download: 'download',
  edit: 'edit',
  copy: 'copy',
  reload: 'reload',
  filter: 'filter',
  calendar: 'date',
  'clock-circle': 'time',
  ellipsis: 'more',
  plus: 'add',
  minus: 'remove',
  'plus-square': 'expand',
  'minus-square': 'collapse',
  'question-circle': 'help',
};

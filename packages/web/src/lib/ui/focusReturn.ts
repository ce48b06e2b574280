/**
 * Focus returns to its opener when a dialog closes, for every dialog of the app at once: antd's
 * Modal, its confirm/info dialogs (lib/ui/dialogs) and Drawer restore focus only to an element that
 * still exists and only when the dialog stayed mounted through its close animation. A dialog opened
 * from a popup (avatar menu, switcher) or unmounted on close left focus on <body>, so a keyboard
 * user started again from the top of the page.
 *
 * How: the last focused element outside any dialog or popup is remembered (a popup's item counts as
 * its opener, the button that opened the popup). When the last open dialog closes and focus is
 * nowhere (on <body> or on an element that left the page), it goes back to that element.
 */
const DIALOG = '.ant-modal-wrap, .ant-drawer, [role="dialog"], [role="alertdialog"]';
const POPUP = '.ant-popover, .ant-dropdown, .ant-select-dropdown, .ant-picker-dropdown, .ant-tooltip';

let opener: HTMLElement | null = null;
let dialogWasOpen = false;
let scheduled = false;

function visible(element: Element): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (!element.isConnected) return false;
  const style = window.getComputedStyle(element);
  return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
}

function openDialogs(): Element[] {
  return Array.from(document.querySelectorAll(DIALOG)).filter((el) => visible(el) && !el.closest('[aria-hidden="true"]'));
}

function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || !active.isConnected || !visible(active);
}

function check() {
  scheduled = false;
  const open = openDialogs().length > 0;
  if (dialogWasOpen && !open && focusIsLost() && opener && opener.isConnected && visible(opener)) {
    opener.focus({ preventScroll: true });
  }
  dialogWasOpen = open;
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // After the frame: antd removes or hides the dialog at the end of its close animation.
  window.requestAnimationFrame(() => window.setTimeout(check, 0));
}

export function installFocusReturn(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof HTMLElement) || target === document.body) return;
    if (target.closest(DIALOG) || target.closest(POPUP)) return;
    opener = target;
  };
  document.addEventListener('focusin', onFocusIn, true);
  // A dialog's opener is whatever was focused when it opened: a mouse click on a button focuses it too.
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'class', 'aria-hidden'] });
  // Focus that leaves a closing dialog lands on <body> a moment later, after the observer ran.
  const onFocusOut = () => schedule();
  document.addEventListener('focusout', onFocusOut, true);
  return () => {
    document.removeEventListener('focusin', onFocusIn, true);
    document.removeEventListener('focusout', onFocusOut, true);
    observer.disconnect();
  };
}

import { theme } from 'antd';
import { useId, useRef, type ReactNode } from 'react';
import { useClickAway } from './useClickAway';

interface SidebarPopupProps {
  open: boolean;
  onClose: () => void;
  /** Renders the trigger; it gets the panel's id for aria-controls. */
  trigger: (panelId: string) => ReactNode;
  children: ReactNode;
  testId: string;
}

/**
 * A popup under a control of the side bar (the avatar, the company selector). Closes on a press
 * outside it or on Escape; the caller decides when it opens.
 */
export function SidebarPopup({ open, onClose, trigger, children, testId }: SidebarPopupProps) {
  const { token } = theme.useToken();
  const ref = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useClickAway(open, ref, onClose);

  return (
    <div ref={ref} style={{ position: 'relative', width: '100%' }}>
      {trigger(panelId)}
      {open && (
        <div
          id={panelId}
          data-testid={testId}
          style={{
            position: 'absolute',
            top: 'calc(100% + 8px)',
            left: 0,
            right: 0,
            zIndex: 100,
            padding: token.paddingSM,
            background: token.colorBgElevated,
            color: token.colorText,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
            maxHeight: '60vh',
            overflowY: 'auto',
          }}
        >
          {children}
        </div>
      )}
    </div>
  );
}

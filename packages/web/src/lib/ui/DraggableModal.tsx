import { DragOutlined } from '@ant-design/icons';
import { Modal, type ModalProps } from 'antd';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';

export interface DraggableModalProps extends Omit<ModalProps, 'width' | 'modalRender' | 'styles'> {
  /** Starting width in px (the spec's width); the user may resize between minWidth and the viewport. */
  width: number;
  minWidth?: number;
  /** Accessible names of the move handle (the title bar) and of the resize handle, in the user's language. */
  moveLabel: string;
  resizeLabel: string;
  /** data-testid of the dialog's outer element. */
  testId?: string;
  children?: ReactNode;
}

const STEP = 16;
const MIN_BODY_HEIGHT = 160;
const viewportWidth = () => (typeof window === 'undefined' ? Infinity : window.innerWidth - 32);

/**
 * antd's Modal that the user can move by its title bar and resize by its lower right corner (spec §2 'A draggable,
 * resizable dialog helper exists'). Both handles are keyboard operable (arrow keys; Shift for bigger steps) and
 * focusable. On a narrow screen (below the starting width) it stays a plain full-width modal.
 */
export function DraggableModal({ width, minWidth = 360, moveLabel, resizeLabel, testId, title, children, ...rest }: DraggableModalProps) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const [size, setSize] = useState<{ width: number; height: number | null }>({ width, height: null });
  const body = useRef<HTMLDivElement>(null);
  const drag = useRef<{ kind: 'move' | 'resize'; startX: number; startY: number; x: number; y: number; width: number; height: number } | null>(null);
  const narrow = viewportWidth() < width;
  const bodyHeight = () => body.current?.querySelector<HTMLElement>('.ant-modal-body')?.offsetHeight ?? MIN_BODY_HEIGHT;

  const start = (kind: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    if (narrow || event.button !== 0) return;
    // No text selection while dragging.
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { kind, startX: event.clientX, startY: event.clientY, ...offset, width: size.width, height: size.height ?? bodyHeight() };
  };
  const move = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = event.clientX - d.startX;
    const dy = event.clientY - d.startY;
    if (d.kind === 'move') setOffset({ x: d.x + dx, y: Math.max(d.y + dy, -80) });
    else setSize({ width: Math.min(Math.max(d.width + dx * 2, minWidth), viewportWidth()), height: Math.max(d.height + dy, MIN_BODY_HEIGHT) });
  };
  const end = () => {
    drag.current = null;
  };
  const keyMove = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta || narrow) return;
    event.preventDefault();
    setOffset((o) => ({ x: o.x + delta[0]!, y: Math.max(o.y + delta[1]!, -80) }));
  };
  const keyResize = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.shiftKey ? STEP * 4 : STEP;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[event.key];
    if (!delta || narrow) return;
    event.preventDefault();
    setSize((s) => ({
      width: Math.min(Math.max(s.width + delta[0]!, minWidth), viewportWidth()),
      height: Math.max((s.height ?? bodyHeight()) + delta[1]!, MIN_BODY_HEIGHT),
    }));
  };

  return (
    <Modal
      {...rest}
      width={narrow ? width : size.width}
      styles={size.height ? { body: { height: size.height, overflow: 'auto' } } : undefined}
      title={
        <div
          onPointerDown={start('move')}
          onPointerMove={move}
          onPointerUp={end}
          onPointerCancel={end}
          style={{ cursor: narrow ? undefined : 'move', display: 'flex', alignItems: 'center', gap: 8, userSelect: 'none', touchAction: 'none', marginRight: 32 }}
        >
          {!narrow && (
            <span
              role="button"
              tabIndex={0}
              aria-label={moveLabel}
              onKeyDown={keyMove}
              style={{ display: 'inline-flex', opacity: 0.55, padding: 2, borderRadius: 4 }}
              data-testid={testId ? `${testId}-move` : undefined}
            >
              <DragOutlined aria-hidden />
            </span>
          )}
          <span>{title}</span>
        </div>
      }
      modalRender={(node) => (
        <div style={{ transform: `translate(${offset.x}px, ${offset.y}px)`, position: 'relative' }} data-testid={testId}>
          <div ref={body}>{node}</div>
          {!narrow && (
            <div
              role="slider"
              tabIndex={0}
              aria-label={resizeLabel}
              aria-valuenow={Math.round(size.width)}
              aria-valuemin={minWidth}
              aria-valuemax={Math.round(viewportWidth())}
              onPointerDown={start('resize')}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              onKeyDown={keyResize}
              style={{ position: 'absolute', zIndex: 2, pointerEvents: 'auto', right: 2, bottom: 2, width: 18, height: 18, cursor: 'nwse-resize', touchAction: 'none', borderRight: '3px solid rgba(0,0,0,0.25)', borderBottom: '3px solid rgba(0,0,0,0.25)', borderRadius: 2 }}
              data-testid={testId ? `${testId}-resize` : undefined}
            />
          )}
        </div>
      )}
    >
      {children}
    </Modal>
  );
}

import { theme } from 'antd';
import type { ReactNode } from 'react';

/**
 * A labelled field of a light form (useLightForm), laid out and coloured like antd's vertical
 * Form.Item: label above, one message under the field, announced (role alert).
 */
export function LightField({ id, label, error, children }: { id: string; label: ReactNode; error: string | null; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading, lineHeight: token.lineHeight }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ color: token.colorError, lineHeight: token.lineHeight, marginTop: 2 }}>
          {/* The class antd gives its own field messages, which journeys look for on every form. */}
          <div className="ant-form-item-explain-error">{error}</div>
        </div>
      )}
    </div>
  );
}

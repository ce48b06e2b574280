import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * Headings and paragraphs for the signed-out pages, styled from antd's tokens. antd's Typography
 * would add about 30 kB (gzip) to the first page for features these texts never use.
 */
export function Heading({ level, id, children, style }: { level: 1 | 2; id?: string; children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const Tag = level === 1 ? 'h1' : 'h2';
  return (
    <Tag
      id={id}
      style={{
        margin: `0 0 ${token.marginSM}px`,
        color: token.colorTextHeading,
        fontWeight: token.fontWeightStrong,
        fontSize: level === 1 ? token.fontSizeHeading3 : token.fontSizeHeading5,
        lineHeight: token.lineHeightHeading3,
        ...style,
      }}
    >
      {children}
    </Tag>
  );
}

export function Paragraph({ secondary, children, ...rest }: { secondary?: boolean; children: ReactNode; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  return (
    <p style={{ margin: `0 0 ${token.marginMD}px`, color: secondary ? token.colorTextSecondary : token.colorText }} {...rest}>
      {children}
    </p>
  );
}

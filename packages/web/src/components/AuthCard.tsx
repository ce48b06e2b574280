import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../lib/branding/BrandingContext';
import { Heading } from './Heading';
import { LanguageSelect } from './LanguageSelect';

/** Frame of the signed-out pages: brand, language selector, one centred card. */
export function AuthCard({ title, children, width = 460 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const { brand } = useBranding();
  const { token } = theme.useToken();
  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex component="header" justify="space-between" align="center" style={{ padding: '16px 24px' }}>
        <strong style={{ fontSize: 18 }} data-testid="brand-name">
          {t(`brand.${brand}`)}
        </strong>
        <LanguageSelect />
      </Flex>
      <Flex component="main" justify="center" style={{ padding: '24px 16px' }}>
        {/* A card's look without antd's Card, which brings its tabs (and their menu) to the login route. */}
        <section
          style={{
            width,
            maxWidth: '100%',
            boxSizing: 'border-box',
            padding: token.paddingLG,
            background: token.colorBgContainer,
            border: `1px solid ${token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <Heading level={1}>{title}</Heading>
          {children}
        </section>
      </Flex>
    </Flex>
  );
}

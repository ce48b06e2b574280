import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBranding } from '../lib/branding/BrandingContext';
import { Heading } from './Heading';
import { LanguageSelect } from './LanguageSelect';

/** Frame of wide public pages (service status, development mailbox). */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { brand } = useBranding();
  return (
    <Flex vertical style={{ minHeight: '100vh', padding: '16px 24px', maxWidth: 1280, margin: '0 auto' }}>
      <Flex component="header" justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Link to="/" style={{ fontSize: 18, fontWeight: 600 }}>
          {t(`brand.${brand}`)}
        </Link>
        <LanguageSelect />
      </Flex>
      <main>
        <Heading level={1}>{title}</Heading>
        {children}
      </main>
    </Flex>
  );
}

import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranding } from '../lib/branding/BrandingContext';
import { LanguageSelect } from './LanguageSelect';

/** Frame of the signed-out pages: brand, language selector, one centred card. */
export function AuthCard({ title, children, width = 460 }: { title: string; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  const { brand } = useBranding();
  return (
    <Flex vertical style={{ minHeight: '100vh' }}>
      <Flex justify="space-between" align="center" style={{ padding: '16px 24px' }}>
        <Typography.Text strong style={{ fontSize: 18 }} data-testid="brand-name">
          {t(`brand.${brand}`)}
        </Typography.Text>
        <LanguageSelect />
      </Flex>
      <Flex justify="center" style={{ padding: '24px 16px' }}>
        <Card style={{ width, maxWidth: '100%' }}>
          <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </Card>
      </Flex>
    </Flex>
  );
}

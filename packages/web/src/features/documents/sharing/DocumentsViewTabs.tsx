import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';

export type DocumentsView = 'own' | 'shared';

/** The Documents page's two views: the acting profile's own vault, and what others shared with it. */
export function DocumentsViewTabs({ view, onChange }: { view: DocumentsView; onChange: (view: DocumentsView) => void }) {
  const { t } = useTranslation('sharing');
  return (
    <Tabs
      activeKey={view}
      onChange={(key) => onChange(key as DocumentsView)}
      style={{ marginBottom: -24, marginTop: 8 }}
      items={[
        { key: 'own', label: <span data-testid="documents-tab-own">{t('received.ownTab')}</span> },
        { key: 'shared', label: <span data-testid="documents-tab-shared">{t('received.tab')}</span> },
      ]}
    />
  );
}

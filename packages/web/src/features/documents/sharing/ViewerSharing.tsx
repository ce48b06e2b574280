import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { SeenBySection } from './SeenBySection';
import { SharedWithSection } from './SharedWithSection';

/** The owner's view of a document's sharing, under the viewer; each part loads when opened. */
export function ViewerSharing({ docId }: { docId: string }) {
  const { t } = useTranslation('sharing');
  return (
    <Collapse
      size="small"
      data-testid="viewer-sharing"
      items={[
        { key: 'shared-with', label: <span data-testid="viewer-shared-with">{t('sharedWith.title')}</span>, children: <SharedWithSection docId={docId} /> },
        { key: 'seen-by', label: <span data-testid="viewer-seen-by">{t('seenBy.title')}</span>, children: <SeenBySection docId={docId} /> },
      ]}
    />
  );
}

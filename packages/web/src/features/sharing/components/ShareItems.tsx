import { FileOutlined } from '@ant-design/icons';
import type { ShareableItem } from '@vault/contract';
import { Checkbox, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentStatusBadge } from '../../../components/DocumentStatusBadge';

const THUMB = { width: 48, height: 48, objectFit: 'cover' as const, borderRadius: 4, border: '1px solid rgba(0,0,0,0.08)', flex: 'none' };

/** The document's first page (scaleImage), or a file icon when it has none (Word, Excel, links). */
function Thumbnail({ src }: { src: string | null }) {
  if (src) return <img src={src} alt="" style={THUMB} data-testid="share-item-thumbnail" />;
  return (
    <span style={{ ...THUMB, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 20 }} aria-hidden>
      <FileOutlined aria-hidden />
    </span>
  );
}

interface Props {
  items: readonly ShareableItem[];
  selected: ReadonlySet<string>;
  onToggle: (docId: string, checked: boolean) => void;
}

/** Spec §3 Share document list item: thumbnail, type, version, how many can see it now, status, and its checkbox. */
export function ShareItems({ items, selected, onToggle }: Props) {
  const { t } = useTranslation('sharing');
  if (items.length === 0) return <Typography.Text type="secondary">{t('dialog.groupEmpty')}</Typography.Text>;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => (
        <li key={item.docId} data-testid="share-item" data-doc-id={item.docId} data-owner={item.ownerName} style={{ padding: '6px 0' }}>
          <Checkbox checked={selected.has(item.docId)} onChange={(e) => onToggle(item.docId, e.target.checked)} data-testid="share-item-checkbox" style={{ width: '100%' }}>
            <Flex gap={12} align="center">
              <Thumbnail src={item.scaleImage} />
              <Flex vertical>
                <Typography.Text strong>{item.docTypeName}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('dialog.version', { version: item.version })} ·{' '}
                  <span data-testid="share-item-accessible" data-count={item.accessibleNums}>
                    {t('dialog.accessible', { count: item.accessibleNums })}
                  </span>
                </Typography.Text>
                <DocumentStatusBadge status={item.status} />
              </Flex>
            </Flex>
          </Checkbox>
        </li>
      ))}
    </ul>
  );
}

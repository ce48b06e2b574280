import type { ReceivedDocument } from '@vault/contract';
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Pagination, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../../lib/ui/useObjectUrl';
import { downloadGranted, useGrantedPage } from '../api/requesterRequests';

/** Page images of exactly the granted version; download only where the grant allows it. */
export function GrantedViewer({ doc }: { doc: ReceivedDocument }) {
  const { t } = useTranslation('requests');
  const [page, setPage] = useState(1);
  const image = useGrantedPage({ docId: doc.docId, version: doc.version, page });
  const url = useObjectUrl(image.data);
  const alt = t('gained.pageAlt', { type: doc.docTypeName, page, pages: doc.pageCount });
  return (
    <Flex vertical gap={8} data-testid="granted-viewer" data-doc-id={doc.docId} data-version={doc.version}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>{t('gained.viewing', { type: doc.docTypeName, version: doc.version, owner: doc.ownerName })}</Typography.Text>
        {doc.downloadable && (
          <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void downloadGranted(doc.docId, doc.version, `${doc.docTypeName}-v${doc.version}`)} data-testid="granted-download">
            {t('gained.download')}
          </Button>
        )}
      </Flex>
      <div style={{ minHeight: 320, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 4 }}>
        {image.isError ? (
          <Alert type="error" showIcon title={t('gained.pageFailed')} />
        ) : url ? (
          <img src={url} alt={alt} style={{ maxWidth: '100%', maxHeight: 540, objectFit: 'contain' }} data-testid="granted-page-image" />
        ) : (
          <Spin />
        )}
      </div>
      {doc.pageCount > 1 && <Pagination simple current={page} pageSize={1} total={doc.pageCount} onChange={setPage} />}
    </Flex>
  );
}

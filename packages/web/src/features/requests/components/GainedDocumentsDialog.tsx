import type { AccessRequestItem, ReceivedDocument } from '@vault/contract';
import { Button, Empty, Flex, List, Modal, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { testId } from '../../../lib/ui/testId';
import { useGainedDocuments } from '../api/requesterRequests';
import { GrantedViewer } from './GrantedViewer';
import { RequestStatusTag } from './RequestStatusTag';

/** One request the company made: its status and the documents it gained, each opening in the viewer. */
export function GainedDocumentsDialog({ item, onClose }: { item: AccessRequestItem | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const gained = useGainedDocuments(item?.requestId ?? null);
  const [viewing, setViewing] = useState<ReceivedDocument | null>(null);
  const close = () => {
    setViewing(null);
    onClose();
  };
  return (
    <Modal
      open={item !== null}
      onCancel={close}
      footer={null}
      width={760}
      destroyOnHidden
      title={item ? t('gained.title', { name: item.customerName }) : ''}
      modalRender={(node) => <div {...testId('gained-dialog')}>{node}</div>}
    >
      {!gained.data ? (
        <Spin />
      ) : (
        <Flex vertical gap={12}>
          <Flex align="center" gap={8}>
            <Typography.Text>{t('gained.status')}</Typography.Text>
            <RequestStatusTag status={gained.data.status} />
          </Flex>
          {gained.data.documents.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('gained.none')} />
          ) : (
            <List
              dataSource={gained.data.documents}
              renderItem={(doc) => (
                <List.Item
                  {...testId('gained-document', { 'data-doc-id': doc.docId })}
                  actions={[
                    <Button key="view" size="small" onClick={() => setViewing(doc)} aria-pressed={viewing?.grantId === doc.grantId} data-testid="gained-view">
                      {t('gained.view')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    title={t('gained.document', { type: doc.docTypeName, version: doc.version, owner: doc.ownerName })}
                    description={
                      <Flex gap={8} wrap>
                        {doc.status === 'EXPIRED' ? <Tag color="red">{t('gained.expired')}</Tag> : null}
                        {doc.dateOfExpiry && <span>{t('gained.expires', { date: formatDate(doc.dateOfExpiry) })}</span>}
                        <span>{t('gained.since', { date: formatDate(doc.since) })}</span>
                      </Flex>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          {viewing && <GrantedViewer key={viewing.grantId} doc={viewing} />}
        </Flex>
      )}
    </Modal>
  );
}

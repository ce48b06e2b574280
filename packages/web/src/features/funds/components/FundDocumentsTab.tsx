import { UploadOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import type { fundDocumentListSchema } from '@vault/contract';
import { Badge, Button, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { useInfiniteSentinel } from '../../../lib/ui/useInfiniteSentinel';
import { fileTypeLabel } from '../api/fundDisplay';
import { useFundDocuments } from '../api/funds';

export type FundDocumentRow = z.infer<typeof fundDocumentListSchema>['list'][number];

interface FundDocumentsTabProps {
  fundMajorProfileId: string;
  /** Documents just uploaded: shown highlighted (spec §4 Fund upload). */
  highlighted: ReadonlySet<string>;
  onOpen: (doc: FundDocumentRow) => void;
  onUpload: () => void;
}

/**
 * Spec paid §2 App drawer 2, Documents: document type name, file type (URL, or the kind) and a version subtitle;
 * Upload Document opens the Add Documents modal; a document opens the large viewer. 20 a page.
 */
export function FundDocumentsTab({ fundMajorProfileId, highlighted, onOpen, onUpload }: FundDocumentsTabProps) {
  const { t } = useTranslation('funds');
  const docs = useFundDocuments(fundMajorProfileId);
  const rows = docs.data?.pages.flatMap((p) => p.list) ?? [];
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => {
    if (docs.hasNextPage && !docs.isFetchingNextPage) void docs.fetchNextPage();
  }, Boolean(docs.hasNextPage));

  return (
    <Flex vertical gap={12}>
      <Flex justify="flex-end">
        <Button type="primary" icon={<UploadOutlined />} onClick={onUpload} data-testid="fund-upload-open">
          {t('documents.upload')}
        </Button>
      </Flex>
      {docs.isPending ? (
        <Spin style={{ display: 'block', margin: '24px auto' }} />
      ) : (
        <List<FundDocumentRow>
          dataSource={rows}
          locale={{ emptyText: <Empty description={t('documents.empty')} /> }}
          renderItem={(doc) => {
            const isNew = highlighted.has(doc.docId);
            const kind = fileTypeLabel(doc);
            return (
              <List.Item
                data-testid="fund-document"
                data-doc-id={doc.docId}
                data-doc-type={doc.docType}
                data-highlighted={String(isNew)}
                style={{ background: isNew ? '#e6f4ff' : undefined, paddingInline: 8, borderRadius: 4, transition: 'background 0.6s' }}
                actions={[
                  <Button key="open" size="small" onClick={() => onOpen(doc)} aria-label={t('documents.openNamed', { name: doc.docTypeName })}>
                    {t('documents.open')}
                  </Button>,
                ]}
              >
                <List.Item.Meta
                  title={
                    <Flex gap={8} align="center" wrap>
                      <Button type="link" onClick={() => onOpen(doc)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} data-testid="fund-document-open">
                        {doc.docTypeName}
                      </Button>
                      <Tag>{kind === 'URL' ? t('documents.kindUrl') : kind === 'MULTIPLE' ? t('documents.kindMultiple') : kind}</Tag>
                      {/* A coloured dot beside plain text: antd's light tags miss WCAG AA contrast. */}
                      {doc.locked === 3 && <Badge status="success" text={t('documents.distributed')} />}
                      {doc.locked === 1 && <Badge status="warning" text={t('documents.locked')} />}
                      {isNew && <Tag color="processing">{t('documents.justUploaded')}</Tag>}
                    </Flex>
                  }
                  description={
                    <Typography.Text type="secondary" data-testid="fund-document-version">
                      {t('documents.versionSubtitle', { version: doc.version, date: formatDate(doc.createdDate), by: doc.uploadedBy })}
                    </Typography.Text>
                  }
                />
              </List.Item>
            );
          }}
        />
      )}
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {docs.isFetchingNextPage && <Spin style={{ display: 'block', margin: '12px auto' }} />}
    </Flex>
  );
}

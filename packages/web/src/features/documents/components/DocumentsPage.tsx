import { UploadOutlined } from '@ant-design/icons';
import type { DocumentSummary } from '@vault/contract';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategoryLevel, useTopLevel } from '../api/documents';
import { DocumentTable } from './DocumentTable';
import { DocumentViewer } from './DocumentViewer';
import { UploadDocumentsDialog } from './UploadDocumentsDialog';

/** One category's documents, from its types (doc-category-level). */
function CategorySection({ code, name, onOpen }: { code: string; name: string; onOpen: (doc: DocumentSummary) => void }) {
  const level = useCategoryLevel(code, true);
  const documents = (level.data ?? []).flatMap((type) => type.documents);
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{name}</h2>} data-testid="documents-category" data-category={code}>
      {level.isPending ? <Spin /> : <DocumentTable documents={documents} onOpen={onOpen} />}
    </Card>
  );
}

/** /manage/documents: the acting profile's documents by category, the upload form and the viewer. */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const top = useTopLevel();
  const [uploading, setUploading] = useState(false);
  const [openDoc, setOpenDoc] = useState<string | null>(null);
  // Opened to answer an action (?actionId=…): a passport or licence is checked against it before saving.
  const actionId = useSearchParams()[0].get('actionId') ?? undefined;
  const categories = (top.data ?? []).filter((category) => category.count > 0);
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="documents-title">
            {t('page.title')}
          </Typography.Title>
          <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="documents-upload">
            {t('page.upload')}
          </Button>
        </Flex>
      </Card>
      {top.isPending && <Spin />}
      {top.isError && <Alert type="error" showIcon title={t('page.loadFailed')} />}
      {top.data && categories.length === 0 && (
        <Card>
          <Empty description={t('page.empty')} data-testid="documents-empty" />
        </Card>
      )}
      {categories.map((category) => (
        <CategorySection key={category.code} code={category.code} name={category.name} onOpen={(doc) => setOpenDoc(doc.docId)} />
      ))}
      <UploadDocumentsDialog open={uploading} onClose={() => setUploading(false)} actionId={actionId} />
      <DocumentViewer docId={openDoc} onClose={() => setOpenDoc(null)} />
    </Flex>
  );
}

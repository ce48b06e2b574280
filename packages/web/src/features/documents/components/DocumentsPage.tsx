import { UploadOutlined } from '@ant-design/icons';
import type { DocumentSummary } from '@vault/contract';
import { Alert, Button, Card, Empty, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategoryLevel, useTopLevel } from '../api/documents';
import { DocumentsViewTabs } from '../sharing/DocumentsViewTabs';
import { SharedWithUs } from '../sharing/SharedWithUs';
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

/** The acting profile's own documents, by category. */
function OwnDocuments({ onOpen }: { onOpen: (docId: string) => void }) {
  const { t } = useTranslation('documents');
  const top = useTopLevel();
  const categories = (top.data ?? []).filter((category) => category.count > 0);
  return (
    <>
      {top.isPending && <Spin />}
      {top.isError && <Alert type="error" showIcon title={t('page.loadFailed')} />}
      {top.data && categories.length === 0 && (
        <Card>
          <Empty description={t('page.empty')} data-testid="documents-empty" />
        </Card>
      )}
      {categories.map((category) => (
        <CategorySection key={category.code} code={category.code} name={category.name} onOpen={(doc) => onOpen(doc.docId)} />
      ))}
    </>
  );
}

/** /manage/documents: the acting profile's documents by category (or what others shared with it), the upload form and the viewer. */
export function DocumentsPage() {
  const { t } = useTranslation('documents');
  const [uploading, setUploading] = useState(false);
  const [openDoc, setOpenDoc] = useState<string | null>(null);
  const [params, setParams] = useSearchParams();
  // Opened to answer an action (?actionId=…): a passport or licence is checked against it before saving.
  const actionId = params.get('actionId') ?? undefined;
  // What others shared with the acting profile is a second view of this page (?view=shared).
  const view = params.get('view') === 'shared' ? 'shared' : 'own';
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={8}>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="documents-title">
            {t('page.title')}
          </Typography.Title>
          <Button type="primary" icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)} data-testid="documents-upload">
            {t('page.upload')}
          </Button>
        </Flex>
        <DocumentsViewTabs view={view} onChange={(next) => setParams(next === 'shared' ? { view: 'shared' } : {})} />
      </Card>
      {view === 'shared' ? <SharedWithUs /> : <OwnDocuments onOpen={setOpenDoc} />}
      <UploadDocumentsDialog open={uploading} onClose={() => setUploading(false)} actionId={actionId} />
      <DocumentViewer docId={openDoc} onClose={() => setOpenDoc(null)} />
    </Flex>
  );
}

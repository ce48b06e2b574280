import type { ReceivedDocument } from '@vault/contract';
import { Alert, Button, Card, Empty, Flex, Spin, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { DocumentStatusTag } from '../components/DocumentStatusTag';
import { groupByCustomer, receivedTarget, type ReceivedTarget } from './receivedGroups';
import { ReceivedViewer } from './ReceivedViewer';
import { useSharedWithUs } from './sharingApi';

/** One customer's documents shared with us; a row opens the granted version in the viewer. */
function CustomerDocuments({ name, documents, onOpen }: { name: string; documents: ReceivedDocument[]; onOpen: (doc: ReceivedDocument) => void }) {
  const { t } = useTranslation('sharing');
  const columns: TableColumnsType<ReceivedDocument> = [
    {
      key: 'type',
      title: t('received.type'),
      render: (_, doc) => (
        <Button type="link" style={{ padding: 0 }} onClick={() => onOpen(doc)} data-testid="received-open">
          {doc.docTypeName}
        </Button>
      ),
    },
    { key: 'owner', title: t('received.owner'), render: (_, doc) => doc.ownerName },
    { key: 'version', title: t('received.version'), render: (_, doc) => <span data-testid="received-version">{doc.version}</span> },
    { key: 'since', title: t('received.since'), render: (_, doc) => formatDate(doc.since) },
    { key: 'status', title: t('received.status'), render: (_, doc) => <DocumentStatusTag status={doc.status} /> },
    { key: 'expires', title: t('received.expires'), render: (_, doc) => (doc.dateOfExpiry ? formatDate(doc.dateOfExpiry) : '') },
    { key: 'access', title: t('received.access'), render: (_, doc) => (doc.downloadable ? t('received.canDownload') : t('received.viewOnly')) },
  ];
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{name}</h2>} data-testid="received-customer" data-customer={name}>
      <Table
        rowKey="grantId"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={documents}
        scroll={{ x: 'max-content' }}
        onRow={(doc) => ({ 'data-testid': 'received-row', 'data-doc-id': doc.docId, 'data-doc-type': doc.docType, 'data-version': String(doc.version) }) as React.HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}

/** "Shared with us": what customers shared with the acting profile, grouped by customer. */
export function SharedWithUs() {
  const { t } = useTranslation('sharing');
  const received = useSharedWithUs();
  const [open, setOpen] = useState<ReceivedTarget | null>(null);
  if (received.isPending) return <Spin />;
  if (received.isError) return <Alert type="error" showIcon title={t('received.loadFailed')} />;
  const groups = groupByCustomer(received.data);
  return (
    <Flex vertical gap={16} data-testid="shared-with-us">
      <Typography.Text type="secondary">{t('received.intro')}</Typography.Text>
      {groups.length === 0 && (
        <Card>
          <Empty description={t('received.empty')} data-testid="received-empty" />
        </Card>
      )}
      {groups.map((group) => (
        <CustomerDocuments key={group.customerProfileId} name={group.customerName} documents={group.documents} onOpen={(doc) => setOpen(receivedTarget(doc))} />
      ))}
      <ReceivedViewer target={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}

import { FileExcelOutlined, FileOutlined, FileWordOutlined, LinkOutlined } from '@ant-design/icons';
import type { DocumentSummary } from '@vault/contract';
import { Flex, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { DocumentStatusTag } from './DocumentStatusTag';

const KIND_ICONS = { EXCEL: <FileExcelOutlined aria-hidden />, WORD_DOC: <FileWordOutlined aria-hidden />, URL: <LinkOutlined aria-hidden /> } as const;

/** The first page's thumbnail, or an icon for files without one (Word, Excel). */
function Thumbnail({ doc }: { doc: DocumentSummary }) {
  const style = { width: 56, height: 56, objectFit: 'cover' as const, borderRadius: 4, border: '1px solid rgba(0,0,0,0.08)' };
  if (doc.thumbnail) return <img src={doc.thumbnail} alt="" style={style} data-testid="document-thumbnail" />;
  const icon = KIND_ICONS[doc.sourceKind as keyof typeof KIND_ICONS] ?? <FileOutlined aria-hidden />;
  return (
    <span style={{ ...style, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontSize: 24 }} data-testid="document-thumbnail-icon">
      {icon}
    </span>
  );
}

/** Documents of one category: type, file, upload date, status, version, dates (DD/MM/YYYY) and thumbnail; a row opens the viewer. */
export function DocumentTable({ documents, onOpen }: { documents: DocumentSummary[]; onOpen: (doc: DocumentSummary) => void }) {
  const { t } = useTranslation('documents');
  const kindText = (doc: DocumentSummary) => (doc.fileCount > 1 ? t('kind.files', { kind: t(`kind.${doc.sourceKind}`), count: doc.fileCount }) : t(`kind.${doc.sourceKind}`));
  const columns: TableColumnsType<DocumentSummary> = [
    { key: 'thumbnail', title: t('columns.thumbnail'), width: 80, render: (_, doc) => <Thumbnail doc={doc} /> },
    {
      key: 'type',
      title: t('columns.type'),
      render: (_, doc) => (
        // A button, so the viewer opens from the keyboard as well (an <a> without href is not focusable).
        <button type="button" className="vault-link-button" style={{ color: '#0b57d0' }} onClick={() => onOpen(doc)} data-testid="document-open">
          {doc.docTypeName}
        </button>
      ),
    },
    {
      key: 'file',
      title: t('columns.file'),
      // Documents of one type are told apart by their file name (with its kind), upload date and version.
      render: (_, doc) => (
        <Flex vertical>
          <span data-testid="document-file-name" style={{ overflowWrap: 'anywhere' }}>
            {doc.fileName ?? kindText(doc)}
          </span>
          {doc.fileName && <Typography.Text type="secondary">{kindText(doc)}</Typography.Text>}
        </Flex>
      ),
    },
    { key: 'uploaded', title: t('columns.uploaded'), render: (_, doc) => <time dateTime={doc.uploadedAt} data-testid="document-uploaded">{formatDate(doc.uploadedAt)}</time> },
    { key: 'status', title: t('columns.status'), render: (_, doc) => <DocumentStatusTag status={doc.status} /> },
    { key: 'version', title: t('columns.version'), render: (_, doc) => <span data-testid="document-version">{doc.version}</span> },
    { key: 'issued', title: t('columns.issued'), render: (_, doc) => (doc.dateOfIssue ? formatDate(doc.dateOfIssue) : '') },
    { key: 'expires', title: t('columns.expires'), render: (_, doc) => (doc.dateOfExpiry ? formatDate(doc.dateOfExpiry) : '') },
  ];
  return (
    <Table
      // Narrow screens: the table scrolls inside its card, the page does not.
      scroll={{ x: 'max-content' }}
      rowKey="docId"
      columns={columns}
      dataSource={documents}
      pagination={false}
      size="small"
      onRow={(doc) => ({ 'data-testid': 'document-row', 'data-doc-id': doc.docId, 'data-doc-type': doc.docType }) as React.HTMLAttributes<HTMLElement>}
    />
  );
}

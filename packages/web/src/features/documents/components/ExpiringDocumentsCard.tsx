import { LIMITS } from '@vault/contract';
import { Button, Card, Empty, List, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format/date';
import { useExpiringDocuments } from '../api/documents';
import { DocumentStatusTag } from './DocumentStatusTag';

/** Home: the acting profile's documents expiring within 60 days (and those already expired). */
export function ExpiringDocumentsCard() {
  const { t } = useTranslation('documents');
  const navigate = useNavigate();
  const expiring = useExpiringDocuments();
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('home.expiringTitle')}</h2>}
      extra={
        <Button type="link" onClick={() => void navigate('/manage/documents')} data-testid="home-expiring-open">
          {t('home.open')}
        </Button>
      }
      data-testid="home-expiring"
    >
      {!expiring.data ? (
        <Spin />
      ) : expiring.data.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.expiringEmpty', { days: LIMITS.documentExpiringDays })} />
      ) : (
        <List
          size="small"
          dataSource={expiring.data}
          renderItem={(doc) => (
            <List.Item key={doc.docId} extra={<DocumentStatusTag status={doc.status} />} data-testid="home-expiring-item" data-doc-id={doc.docId}>
              <Typography.Text>{doc.docTypeName}</Typography.Text>
              {doc.dateOfExpiry && (
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {t(doc.status === 'EXPIRED' ? 'home.expired' : 'home.expires', { date: formatDate(doc.dateOfExpiry) })}
                </Typography.Text>
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

import type { AccessRequestDetail } from '@vault/contract';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format/date';
import { testId } from '../../../lib/ui/testId';
import { isChoosable } from '../api/requestRules';
import { RequestStatusTag } from './RequestStatusTag';

interface Props {
  type: AccessRequestDetail['types'][number];
  chosen: ReadonlySet<string>;
  answered: boolean;
  onToggle: (docId: string) => void;
  /** Absent when no upload dialog is offered. */
  onUpload?: () => void;
}

/** One requested type: its status, the documents that could satisfy it (own and representatives'), an upload for a missing one. */
export function RequestedTypeSection({ type, chosen, answered, onToggle, onUpload }: Props) {
  const { t } = useTranslation('requests');
  // The server's status: ready to share while a valid document of the type exists, please update when only
  // expired ones do, pending when there is none yet; completed or no access once answered.
  const status = type.status;
  const headingId = `request-type-${type.docType}`;
  return (
    <section aria-labelledby={headingId} {...testId('request-type', { 'data-doc-type': type.docType, 'data-status': status })}>
      <Flex align="center" gap={8} wrap style={{ marginBottom: 4 }}>
        <Typography.Title level={3} id={headingId} style={{ fontSize: 15, margin: 0 }}>
          {type.docTypeName}
        </Typography.Title>
        <RequestStatusTag status={status} />
      </Flex>
      {type.candidates.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>{t('answer.noCandidates')}</Typography.Paragraph>
      ) : (
        <Flex vertical gap={4}>
          {type.candidates.map((c) => (
            <Checkbox
              key={c.docId}
              checked={chosen.has(c.docId)}
              disabled={answered || !isChoosable(c)}
              onChange={() => onToggle(c.docId)}
              {...testId('request-candidate', { 'data-doc-id': c.docId })}
            >
              {t('answer.candidate', { type: type.docTypeName, version: c.version, owner: c.ownerName })}
              {c.isAuthorizedReps === '1' && <Tag style={{ marginInlineStart: 8 }}>{t('answer.representative')}</Tag>}
              {c.dateOfExpiry && <Typography.Text type="secondary"> {t('answer.expires', { date: formatDate(c.dateOfExpiry) })}</Typography.Text>}
              {c.status === 'EXPIRED' && <Tag color="red" style={{ marginInlineStart: 8 }}>{t('answer.expired')}</Tag>}
            </Checkbox>
          ))}
        </Flex>
      )}
      {!answered && onUpload && (
        <Button size="small" icon={<UploadOutlined aria-hidden />} onClick={onUpload} style={{ marginTop: 6 }} data-testid="request-upload">
          {t('answer.upload', { type: type.docTypeName })}
        </Button>
      )}
    </section>
  );
}

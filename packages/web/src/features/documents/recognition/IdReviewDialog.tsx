import { todayIso, type PropertyRule, type ScannedField } from '@vault/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Flex, Modal, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from '../../../lib/ui/testId';
import { loadReview } from './recognitionApi';
import { reviewProblems, scannedName } from './reviewFields';
import { ProfileMismatch } from './ProfileMismatch';
import { ScanImagePanel } from './ScanImagePanel';
import { ScannedFieldsForm } from './ScannedFieldsForm';
import { useReviewConfirm } from './useReviewConfirm';
import type { ReviewTarget } from './useRowReading';

interface Props {
  target: ReviewTarget;
  /** The type's property rules (dates of issue and expiry), checked before saving. */
  rules: readonly PropertyRule[];
  userProfileType: number;
  docId?: string;
  actionId?: string;
  /** 'success' once saved (with the confirmed dates), 'cancel' when the user gave up. */
  onClose: (outcome: 'success' | 'cancel', properties?: Record<string, string>) => void;
}

const valuesOf = (fields: readonly ScannedField[]) => new Map(fields.map((f) => [f.code as number, f.value]));

function ReviewBody({ target, rules, userProfileType, docId, actionId, onClose, fields }: Props & { fields: ScannedField[] }) {
  const { t } = useTranslation('documents');
  const [values, setValues] = useState(() => valuesOf(fields));
  const { confirm, busy, showErrors } = useReviewConfirm();
  const problems = showErrors ? reviewProblems(fields, values, rules, todayIso()) : new Map();
  const onChange = (code: number, value: string) => setValues((prev) => new Map(prev).set(code, value));
  return (
    <Flex vertical gap={16}>
      <Row gutter={24}>
        <Col span={10}>
          <ScanImagePanel scanId={target.scan.scanId} files={target.files} scannedName={scannedName(target.scan.entries)} />
        </Col>
        <Col span={14}>
          <ScannedFieldsForm fields={fields} values={values} problems={problems} disabled={busy} onChange={onChange} />
        </Col>
      </Row>
      <ProfileMismatch target={target} userProfileType={userProfileType} fields={fields} values={values} />
      <Alert type="info" showIcon title={t('review.tip')} data-testid="id-review-tip" />
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => onClose('cancel')} disabled={busy} data-testid="id-review-cancel">
          {t('review.cancel')}
        </Button>
        <Button
          type="primary"
          loading={busy}
          onClick={() => void confirm({ target, fields, values, rules, userProfileType, docId, actionId, onSuccess: (properties) => onClose('success', properties) })}
          data-testid="id-review-confirm"
        >
          {t('review.confirm')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Spec §2 'ID information' (930 px): the scanned image on the left, the extracted fields on the
 * right, Cancel and Confirm, and the tip that the user may cancel and upload again. It requests the
 * scan result when it opens (spec §4 ID review).
 */
export function IdReviewDialog(props: Props) {
  const { t } = useTranslation('documents');
  const { scanId } = props.target.scan;
  const review = useQuery({
    queryKey: ['recognition', 'review', scanId],
    queryFn: () => loadReview(scanId, props.target.docType),
    gcTime: 0,
    staleTime: Infinity,
    retry: false,
  });
  return (
    <Modal
      open
      title={t('review.title')}
      width={930}
      footer={null}
      maskClosable={false}
      keyboard={false}
      closable={false}
      destroyOnHidden
      modalRender={(node) => <div {...testId('id-review-dialog', { 'data-loaded': String(Boolean(review.data)) })}>{node}</div>}
    >
      {review.data ? (
        <ReviewBody {...props} fields={review.data.fields} />
      ) : review.isError ? (
        <Flex vertical gap={12} align="flex-start">
          <Typography.Text type="danger">{t('review.loadFailed')}</Typography.Text>
          <Button onClick={() => props.onClose('cancel')} data-testid="id-review-cancel">
            {t('review.cancel')}
          </Button>
        </Flex>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

import { errorMessage, type AccessRequestDetail } from '@vault/contract';
import { Alert, App, Button, Checkbox, Descriptions, Divider, Flex, Modal, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useUploadDialog } from '../../../lib/ui/slots';
import { testId } from '../../../lib/ui/testId';
import { useAccessRequest, useAnswerRequest, useReloadRequest, useRequestShow, useSaveRequestShow } from '../api/customerRequests';
import { canAgree, chosenDocIds, initialChoice, isAnswered, toggleChoice } from '../api/requestRules';
import { RequestedTypeSection } from './RequestedTypeSection';
import { RequestStatusTag } from './RequestStatusTag';

/** An access request (type-13 action): who asks for what, the documents that satisfy it, Agree or Decline. */
export function AccessRequestDialog({ actionId, onClose }: { actionId: string | null; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const detail = useAccessRequest(actionId);
  return (
    <Modal
      open={actionId !== null}
      onCancel={onClose}
      title={t('answer.title')}
      footer={null}
      width={640}
      destroyOnHidden
      modalRender={(node) => <div {...testId('access-request-dialog')}>{node}</div>}
    >
      {detail.data && actionId ? <AnswerForm detail={detail.data} actionId={actionId} onClose={onClose} /> : detail.isError ? <Alert type="error" showIcon title={t('answer.loadFailed')} /> : <Spin />}
    </Modal>
  );
}

function AnswerForm({ detail, actionId, onClose }: { detail: AccessRequestDetail; actionId: string; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const language = useLanguage();
  const { modal } = App.useApp();
  const [chosen, setChosen] = useState(() => initialChoice(detail));
  const [nothingChosen, setNothingChosen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const UploadDialog = useUploadDialog();
  const reload = useReloadRequest();
  const { agree, decline } = useAnswerRequest(actionId);
  const saveShow = useSaveRequestShow();
  const showAgain = useRequestShow().data?.showAgain ?? detail.showAgain;
  const answered = isAnswered(detail);

  const onAgree = () => {
    if (!canAgree(detail, chosen)) return setNothingChosen(true);
    agree.mutate(chosenDocIds(detail, chosen), {
      onSuccess: () => {
        toastSuccess(t('answer.agreed', { company: detail.requesterName }));
        onClose();
      },
    });
  };
  const onDecline = () =>
    modal.confirm({
      title: t('answer.declineTitle'),
      content: <div {...testId('decline-confirm')}>{t('answer.declineText', { company: detail.requesterName })}</div>,
      okText: t('answer.decline'),
      okButtonProps: { danger: true, ...testId('decline-ok') },
      cancelText: t('answer.back'),
      onOk: async () => {
        await decline.mutateAsync();
        toastSuccess(t('answer.declined'));
        onClose();
      },
    });

  return (
    <Flex vertical gap={12}>
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('answer.from')}><span data-testid="request-requester">{detail.requesterName}</span></Descriptions.Item>
        <Descriptions.Item label={t('answer.requestedAt')}><time dateTime={detail.requestedAt}>{formatDateTime(detail.requestedAt)}</time></Descriptions.Item>
        <Descriptions.Item label={t('answer.note')}><span data-testid="request-note">{detail.note || '-'}</span></Descriptions.Item>
        <Descriptions.Item label={t('answer.status')}><RequestStatusTag status={detail.status} /></Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ margin: 0 }}>{answered ? t('answer.answeredIntro') : t('answer.intro', { company: detail.requesterName })}</Typography.Paragraph>
      {detail.types.map((type) => (
        <RequestedTypeSection
          key={type.docType}
          type={type}
          chosen={chosen}
          answered={answered}
          onToggle={(docId) => {
            setNothingChosen(false);
            setChosen((current) => toggleChoice(current, docId));
          }}
          onUpload={UploadDialog ? () => setUploading(true) : undefined}
        />
      ))}
      {nothingChosen && <Alert type="error" showIcon role="alert" title={errorMessage('REQUEST_NOTHING_SELECTED', language)} data-testid="request-nothing-chosen" />}
      <Divider style={{ margin: '4px 0' }} />
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Checkbox
          checked={!showAgain}
          onChange={(e) => saveShow.mutate(!e.target.checked)}
          data-testid="request-dont-show"
        >
          {t('answer.dontShowAgain')}
        </Checkbox>
        {answered ? (
          <Button onClick={onClose} data-testid="request-close">{t('answer.close')}</Button>
        ) : (
          <Flex gap={8}>
            <Button danger onClick={onDecline} loading={decline.isPending} disabled={agree.isPending} data-testid="request-decline">
              {t('answer.decline')}
            </Button>
            <Button type="primary" onClick={onAgree} loading={agree.isPending} disabled={decline.isPending} data-testid="request-agree">
              {t('answer.agree')}
            </Button>
          </Flex>
        )}
      </Flex>
      {UploadDialog && (
        <UploadDialog
          open={uploading}
          onClose={() => {
            setUploading(false);
            void reload(actionId);
          }}
        />
      )}
    </Flex>
  );
}

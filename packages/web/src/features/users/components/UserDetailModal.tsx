import type { CorporateUser } from '@vault/contract';
import { Button, Descriptions, Input, Modal, Spin } from 'antd';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { nameRules } from '../../../components/form/rules';
import { ApiError } from '../../../lib/api/ApiError';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { useCorporateUser, useUpdateUser } from '../api/users';
import { UserStatusBadge } from './UserStatusBadge';

type Values = { firstName: string; lastName: string; jobTitle?: string };

/**
 * User details (spec paid §2 User details edit): the member's details, Edit, Save; the result opens a response modal
 * ('Success!' or 'Update failed' with the server's message, Close and Try Again).
 */
export function UserDetailModal({ corporateUserProfileId, onClose }: { corporateUserProfileId: string | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const detail = useCorporateUser(corporateUserProfileId);
  const update = useUpdateUser();
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState(false);
  const [response, setResponse] = useState<{ ok: boolean; message: string | null } | null>(null);
  const user: CorporateUser | undefined = detail.data;

  useEffect(() => {
    if (!corporateUserProfileId) setEditing(false);
  }, [corporateUserProfileId]);
  // A layout effect, so what the person types first is never overwritten by the fill (see InviteUsersModal).
  useLayoutEffect(() => {
    if (editing && user) form.setFieldsValue({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', jobTitle: user.jobTitle ?? '' });
  }, [editing, user, form]);

  const save = async (values: Values) => {
    if (!corporateUserProfileId) return;
    try {
      await update.mutateAsync({ corporateUserProfileId, firstName: values.firstName.trim(), lastName: values.lastName.trim(), jobTitle: values.jobTitle?.trim() || null });
      setEditing(false);
      setResponse({ ok: true, message: null });
    } catch (error) {
      if (error instanceof ApiError && !error.handled && error.errorCode) setResponse({ ok: false, message: error.errorMsg });
      else reportUnhandledError(error);
    }
  };

  const footer = editing
    ? [
        <Button key="undo" onClick={() => setEditing(false)}>
          {t('detail.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={update.isPending} onClick={() => form.submit()} {...testId('user-save')}>
          {t('detail.save')}
        </Button>,
      ]
    : [
        <Button key="close" onClick={onClose} {...testId('user-close')}>
          {t('detail.close')}
        </Button>,
        <Button key="edit" type="primary" disabled={!user} onClick={() => setEditing(true)} {...testId('user-edit')}>
          {t('detail.edit')}
        </Button>,
      ];

  return (
    <>
      <Modal open={corporateUserProfileId !== null} title={t('detail.title')} onCancel={onClose} footer={footer} width={520} destroyOnHidden>
        {!user ? (
          <Spin />
        ) : editing ? (
          <Form form={form} layout="vertical" onFinish={(v) => void save(v)} {...testId('user-edit-form')}>
            <Form.Item name="firstName" label={t('detail.firstName')} rules={nameRules()}>
              <Input autoComplete="off" {...testId('user-first-name')} />
            </Form.Item>
            <Form.Item name="lastName" label={t('detail.lastName')} rules={nameRules()}>
              <Input autoComplete="off" {...testId('user-last-name')} />
            </Form.Item>
            <Form.Item name="jobTitle" label={t('detail.jobTitle')} rules={[{ max: 128, message: t('detail.tooLong') }]}>
              <Input autoComplete="off" {...testId('user-job-title')} />
            </Form.Item>
          </Form>
        ) : (
          <Descriptions column={1} bordered size="small" {...testId('user-detail')}>
            <Descriptions.Item label={t('detail.firstName')}>{user.firstName}</Descriptions.Item>
            <Descriptions.Item label={t('detail.lastName')}>{user.lastName}</Descriptions.Item>
            <Descriptions.Item label={t('detail.jobTitle')}>{user.jobTitle || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('detail.email')}>{user.email}</Descriptions.Item>
            <Descriptions.Item label={t('detail.status')}>
              <UserStatusBadge status={user.status} />
            </Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
      <Modal
        open={response !== null}
        title={response?.ok ? t('response.success') : t('response.updateFailed')}
        onCancel={() => setResponse(null)}
        width={420}
        centered
        footer={[
          <Button key="close" onClick={() => setResponse(null)} {...testId('user-response-close')}>
            {t('response.close')}
          </Button>,
          ...(response && !response.ok
            ? [
                <Button
                  key="retry"
                  type="primary"
                  onClick={() => {
                    setResponse(null);
                    setEditing(true);
                  }}
                >
                  {t('response.tryAgain')}
                </Button>,
              ]
            : []),
        ]}
      >
        <div {...testId('user-response', { 'data-outcome': response?.ok ? 'success' : 'failed' })}>{response?.ok ? t('response.updated') : response?.message}</div>
      </Modal>
    </>
  );
}

import { LIMITS } from '@vault/contract';
import { Alert, Button, Flex, Input, Modal, Spin, Typography, type FormRule } from 'antd';
import { Form } from '../../../components/form/Form';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileTypeCode } from '../../../lib/session/profileType';
import { useUserInfo } from '../../../lib/session/userInfo';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { useShareableDocuments, useShareDocuments } from '../api/share';
import { checkShareEmail, isFlatList, toggleSelection } from '../api/shareList';
import { ShareDocumentList } from './ShareDocumentList';

interface ShareValues {
  email: string;
}

/** The type filter asks the server once typing pauses. */
const SEARCH_DELAY_MS = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Spec §5: required and valid, each with its own message; looked up when run, so they follow the language. */
function useEmailRules(): FormRule[] {
  const { t } = useTranslation('sharing');
  return [
    {
      required: true,
      validator: async (_rule, value: string | undefined) => {
        const problem = checkShareEmail(value);
        if (problem) throw new Error(t(`dialog.${problem}`));
      },
    },
  ];
}

/**
 * The Share dialog (spec §2, §4, §5): the shareable documents, the recipient's e-mail, then a confirmation
 * with the legal-need warning. Submit is disabled while loading or with nothing selected; a share answered
 * 'Success' closes the dialog, any other answer only ends loading, and so does Cancel.
 */
export function ShareDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('sharing');
  const user = useUserInfo().data;
  const typeCode = user ? profileTypeCode(user.userType) : undefined;
  const [search, setSearch] = useState('');
  const docTypeName = useDebounced(search.trim(), SEARCH_DELAY_MS);
  const list = useShareableDocuments(typeCode, docTypeName, open);
  const share = useShareDocuments();
  const [form] = Form.useForm<ShareValues>();
  const emailRules = useEmailRules();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [loading, setLoading] = useState(false);
  const [selectionError, setSelectionError] = useState(false);
  const items = list.data ?? [];
  // Kept across filters: a document chosen, then filtered out of view, is still shared.
  const chosen = [...selected];

  const close = () => {
    setSelected(new Set());
    setSelectionError(false);
    setLoading(false);
    setSearch('');
    form.resetFields();
    onClose();
  };
  // Checked on blur and submit (spec §5): an earlier message goes away while the address is retyped.
  const quietWhileTyping = () => {
    if (form.getFieldError('email').length > 0) form.setFields([{ name: 'email', errors: [] }]);
  };
  const toggle = (docId: string, checked: boolean) => {
    setSelected((current) => toggleSelection(current, docId, checked));
    setSelectionError(false);
  };

  const send = async (email: string) => {
    try {
      const answer = await share.mutateAsync({ docIds: chosen, email, skipBlock: true, userProfileType: typeCode });
      if (answer === 'Success') {
        toastSuccess(t('dialog.shared'));
        close();
      }
    } catch (error) {
      reportUnhandledError(error);
    } finally {
      setLoading(false);
    }
  };

  const submit = async () => {
    if (loading) return;
    if (chosen.length === 0) {
      setSelectionError(true);
      return;
    }
    setLoading(true);
    let email: string;
    try {
      email = (await form.validateFields()).email.trim();
    } catch {
      setLoading(false);
      return;
    }
    showMessageDialog({
      kind: 'share-confirm',
      title: t('confirm.title'),
      content: (
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>{t('confirm.legalNeed', { count: chosen.length })}</Typography.Paragraph>
          <Typography.Paragraph style={{ margin: 0 }}>{t('confirm.checkAddress')}</Typography.Paragraph>
          <Typography.Text strong data-testid="share-confirm-email">
            {email}
          </Typography.Text>
        </Flex>
      ),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      onOk: () => send(email),
      onCancel: () => setLoading(false),
    });
  };

  return (
    <Modal
      open={open}
      title={t('dialog.title')}
      onCancel={close}
      width={640}
      centered
      destroyOnHidden
      modalRender={(node) => <div {...testId('share-dialog')}>{node}</div>}
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={close} data-testid="share-cancel">
            {t('dialog.cancel')}
          </Button>
          <Button type="primary" loading={loading} disabled={loading || chosen.length === 0} onClick={() => void submit()} data-testid="share-submit">
            {t('dialog.submit', { count: chosen.length })}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('dialog.intro')}</Typography.Text>
        <Input.Search
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          allowClear
          maxLength={64}
          placeholder={t('dialog.searchPlaceholder')}
          aria-label={t('dialog.search')}
          data-testid="share-search"
        />
        <div style={{ maxHeight: '45vh', overflowY: 'auto' }} data-testid="share-list" data-loaded={String(list.isSuccess)} role="group" aria-label={t('dialog.listLabel')}>
          {list.isPending ? <Spin /> : list.isError ? <Alert type="error" showIcon title={t('dialog.loadFailed')} /> : (
            <ShareDocumentList key={docTypeName} items={items} flat={isFlatList(typeCode ?? 0)} ownName={user?.showName ?? ''} selected={selected} onToggle={toggle} />
          )}
        </div>
        {selectionError && (
          <Typography.Text type="danger" role="alert" data-testid="share-selection-error">
            {t('dialog.selectDocuments')}
          </Typography.Text>
        )}
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item name="email" label={t('dialog.email')} rules={emailRules} validateTrigger="onBlur" style={{ marginBottom: 0 }}>
            <Input type="email" maxLength={LIMITS.emailMax} autoComplete="email" placeholder={t('dialog.emailPlaceholder')} onPressEnter={() => void submit()} onChange={quietWhileTyping} data-testid="share-email" />
          </Form.Item>
        </Form>
      </Flex>
    </Modal>
  );
}

import { ERRORS, LIMITS, type VaultDetail, type VaultRepresentative } from '@vault/contract';
import { Badge, Button, Card, Flex, Input, Modal, Result, Typography, type FormInstance, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { nameRules, optionalEmailRules, taxIdRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { Table } from '../../../components/Table';
import { ApiError } from '../../../lib/api/ApiError';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { addRepresentative, addRepresentatives, inviteAdministrators, reselectRepresentatives, useRefreshVaults, type RepresentativeInput } from '../api/vaultSetup';
import { representativeBody, representativeName, type RepresentativeValues } from '../../../lib/people/representatives';

const STATUS_BADGES: Record<VaultRepresentative['status'], 'success' | 'processing' | 'default'> = { ACTIVE: 'success', INVITED: 'processing', RECORDED: 'default' };

/**
 * Representatives of the vault (spec §4: online, add or review authorised representatives; local, add representatives).
 * The ticked rows are the vault's selection (re-select-representative-list); adding one selects it.
 */
export function RepresentativesStep({ vault, readOnly }: { vault: VaultDetail; readOnly: boolean }) {
  const { t } = useTranslation('vaultSetup');
  const refresh = useRefreshVaults();
  const [saving, setSaving] = useState(false);
  const selected = vault.representatives.filter((r) => r.selected).map((r) => r.id);

  const changeSelection = async (ids: string[]) => {
    setSaving(true);
    try {
      await reselectRepresentatives(vault.corporateProfileId, ids);
      await refresh();
    } catch (error) {
      reportUnhandledError(error);
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<VaultRepresentative> = [
    { key: 'name', title: t('reps.name'), render: (_, r) => representativeName(r) },
    { key: 'taxId', title: t('reps.taxId'), render: (_, r) => r.taxId ?? '' },
    { key: 'email', title: t('reps.email'), render: (_, r) => r.email ?? '' },
    { key: 'status', title: t('reps.status'), render: (_, r) => <Badge status={STATUS_BADGES[r.status]} text={t(`reps.statuses.${r.status}`)} /> },
    ...(readOnly ? [{ key: 'selected', title: t('reps.selected'), render: (_: unknown, r: VaultRepresentative) => (r.selected ? t('reps.yes') : t('reps.no')) }] : []),
  ];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t(vault.vaultType === 'LOCAL' ? 'reps.introLocal' : 'reps.introOnline')}
      </Typography.Paragraph>
      <Table<VaultRepresentative>
        rowKey="id"
        columns={columns}
        dataSource={vault.representatives}
        loading={saving}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('reps.empty')}</Typography.Text> }}
        rowSelection={readOnly ? undefined : { selectedRowKeys: selected, onChange: (keys) => void changeSelection(keys.map(String)), columnTitle: t('reps.selected'), getTitleCheckboxProps: () => ({ 'aria-label': t('reps.selectAll') }) as never, getCheckboxProps: (r) => ({ 'aria-label': t('reps.selectNamed', { name: representativeName(r) }) }) as never }}
        onRow={(r) => ({ 'data-testid': 'rep-row', 'data-rep-name': representativeName(r) }) as React.HTMLAttributes<HTMLElement>}
      />
      {!readOnly && <AddRepresentativeCard vault={vault} />}
      {!readOnly && <AddSeveralCard vault={vault} />}
      {vault.vaultType === 'ONLINE' && !readOnly && <InviteAdministratorsCard vault={vault} />}
      {vault.vaultType === 'ONLINE' && vault.invitations.length > 0 && (
        <Card size="small" title={t('invite.sentTitle')}>
          {vault.invitations.map((i, n) => (
            <div key={`${i.email}-${n}`}>
              {i.email} · {t(`invite.statuses.${String(i.status) as '1' | '2' | '3' | '4'}`)}
            </div>
          ))}
        </Card>
      )}
    </Flex>
  );
}

function RepFields({ prefix, online }: { prefix: (string | number)[]; online: boolean }) {
  const { t } = useTranslation('vaultSetup');
  const id = prefix.join('-') || 'rep';
  return (
    <Flex gap={12} wrap>
      <Form.Item name={[...prefix, 'firstName']} label={t('reps.firstName')} rules={nameRules()} style={{ flex: '1 1 180px' }}>
        <Input maxLength={LIMITS.nameMax} autoComplete="off" {...testId(`${id}-first-name`)} />
      </Form.Item>
      <Form.Item name={[...prefix, 'middleName']} label={t('reps.middleName')} style={{ flex: '1 1 180px' }}>
        <Input maxLength={LIMITS.nameMax} autoComplete="off" {...testId(`${id}-middle-name`)} />
      </Form.Item>
      <Form.Item name={[...prefix, 'lastName']} label={t('reps.lastName')} rules={nameRules()} style={{ flex: '1 1 180px' }}>
        <Input maxLength={LIMITS.nameMax} autoComplete="off" {...testId(`${id}-last-name`)} />
      </Form.Item>
      <Form.Item name={[...prefix, 'taxId']} label={t('reps.taxId')} rules={taxIdRules()} style={{ flex: '1 1 180px' }}>
        <Input count={{ show: true, max: LIMITS.taxIdMax }} autoComplete="off" {...testId(`${id}-tax-id`)} />
      </Form.Item>
      <Form.Item name={[...prefix, 'email']} label={t('reps.email')} extra={online ? t('reps.emailOnline') : t('reps.emailLocal')} rules={optionalEmailRules()} style={{ flex: '1 1 240px' }}>
        <Input maxLength={LIMITS.emailMax} autoComplete="off" {...testId(`${id}-email`)} />
      </Form.Item>
    </Flex>
  );
}

/** Spec §5: the fields are checked on blur and on change. */
const checkedOnBlurAndChange = { validateTrigger: ['onChange', 'onBlur'] as string[] };

function AddRepresentativeCard({ vault }: { vault: VaultDetail }) {
  const { t } = useTranslation('vaultSetup');
  const [form] = Form.useForm<RepresentativeValues>();
  const refresh = useRefreshVaults();
  const [submit, pending] = useSubmit(async (values: RepresentativeValues) => {
    await addRepresentative(vault.corporateProfileId, representativeBody(values), form);
    await refresh();
    toastSuccess(t('reps.added'));
    form.resetFields();
  });
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('reps.addTitle')}</Typography.Title>}>
      <Form<RepresentativeValues> name="vaultRep" form={form} layout="vertical" onFinish={(v) => void submit(v)} {...checkedOnBlurAndChange} onBlur={() => trimFields(form)}>
        <RepFields prefix={[]} online={vault.vaultType === 'ONLINE'} />
        <Button type="primary" htmlType="submit" loading={pending} {...testId('rep-add')}>
          {t('reps.add')}
        </Button>
      </Form>
    </Card>
  );
}

function AddSeveralCard({ vault }: { vault: VaultDetail }) {
  const { t } = useTranslation('vaultSetup');
  const [form] = Form.useForm<{ representatives: RepresentativeValues[] }>();
  const refresh = useRefreshVaults();
  const [open, setOpen] = useState(false);
  const [submit, pending] = useSubmit(async (values: { representatives: RepresentativeValues[] }) => {
    const reps: RepresentativeInput[] = values.representatives.map(representativeBody);
    await addRepresentatives(vault.corporateProfileId, reps, form);
    await refresh();
    toastSuccess(t('reps.added'));
    form.resetFields();
    setOpen(false);
  });
  if (!open) {
    return (
      <div>
        <Button onClick={() => setOpen(true)} {...testId('reps-several-open')}>
          {t('reps.severalOpen')}
        </Button>
      </div>
    );
  }
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('reps.severalTitle')}</Typography.Title>}>
      <Form name="vaultReps" form={form} layout="vertical" initialValues={{ representatives: [{}, {}] }} onFinish={(v) => void submit(v)} {...checkedOnBlurAndChange}>
        <Form.List name="representatives">
          {(fields, { add, remove }) => (
            <Flex vertical gap={8}>
              {fields.map((field, i) => (
                <Card key={field.key} size="small" type="inner" title={t('reps.row', { n: i + 1 })} extra={fields.length > 1 ? <Button type="link" danger onClick={() => remove(field.name)}>{t('reps.removeRow')}</Button> : null}>
                  <RepFields prefix={[field.name]} online={vault.vaultType === 'ONLINE'} />
                </Card>
              ))}
              <Flex gap={8} wrap>
                <Button onClick={() => add({})} disabled={fields.length >= 20}>{t('reps.addRow')}</Button>
                <Button type="primary" htmlType="submit" loading={pending} {...testId('reps-several-submit')}>
                  {t('reps.addAll')}
                </Button>
                <Button onClick={() => setOpen(false)}>{t('reps.cancel')}</Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
    </Card>
  );
}

type InviteOutcome = { key: 'success' | 'alreadySent' | 'failed'; message: string | null } | null;

/** Online vault: administrators invited by e-mail; only non-empty rows are sent; the answer in a response modal. */
function InviteAdministratorsCard({ vault }: { vault: VaultDetail }) {
  const { t } = useTranslation('vaultSetup');
  const [form] = Form.useForm<{ emails: string[] }>();
  const refresh = useRefreshVaults();
  const [outcome, setOutcome] = useState<InviteOutcome>(null);
  const [submit, pending] = useSubmit(async (values: { emails: string[] }) => {
    const emails = (values.emails ?? []).map((e) => (e ?? '').trim()).filter(Boolean);
    if (!emails.length) return;
    try {
      await inviteAdministrators(vault.corporateProfileId, emails);
      form.resetFields();
      setOutcome({ key: 'success', message: null });
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'http') throw error;
      setOutcome({ key: error.errorCode === ERRORS.INVITATION_ALREADY_SENT.code ? 'alreadySent' : 'failed', message: error.errorMsg });
    }
  });
  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('invite.title')}</Typography.Title>}>
      <Typography.Paragraph type="secondary">{t('invite.intro')}</Typography.Paragraph>
      <Form name="vaultInvite" form={form} layout="vertical" initialValues={{ emails: [''] }} onFinish={(v) => void submit(v)}>
        <Form.List name="emails">
          {(fields, { add, remove }) => (
            <Flex vertical gap={4}>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item name={field.name} rules={optionalEmailRules()} style={{ flex: 1, marginBottom: 8 }} label={i === 0 ? t('invite.email') : undefined}>
                    <Input maxLength={LIMITS.emailMax} autoComplete="off" aria-label={t('invite.emailNumbered', { n: i + 1 })} {...testId('invite-email')} />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button type="link" danger onClick={() => remove(field.name)} style={{ marginTop: i === 0 ? 30 : 0 }}>
                      {t('reps.removeRow')}
                    </Button>
                  )}
                </Flex>
              ))}
              <Flex gap={8} wrap>
                <Button onClick={() => add('')} disabled={fields.length >= 20}>{t('invite.addRow')}</Button>
                <Button type="primary" htmlType="submit" loading={pending} {...testId('invite-send')}>
                  {t('invite.send')}
                </Button>
              </Flex>
            </Flex>
          )}
        </Form.List>
      </Form>
      <Modal open={outcome !== null} onCancel={() => setOutcome(null)} footer={outcome?.key === 'success' ? [<Button key="close" type="primary" onClick={() => setOutcome(null)}>{t('invite.close')}</Button>] : [<Button key="close" onClick={() => setOutcome(null)}>{t('invite.close')}</Button>, <Button key="again" type="primary" onClick={() => { setOutcome(null); form.submit(); }}>{t('invite.tryAgain')}</Button>]} centered>
        {outcome && <Result status={outcome.key === 'success' ? 'success' : outcome.key === 'alreadySent' ? 'warning' : 'error'} title={t(`invite.outcome.${outcome.key}`)} subTitle={outcome.message ?? undefined} />}
      </Modal>
    </Card>
  );
}

/** Spec §5: the tax id (and the e-mail) are trimmed when the field is left. */
function trimFields(form: FormInstance<RepresentativeValues>) {
  for (const name of ['taxId', 'email'] as const) {
    const value = form.getFieldValue(name);
    if (typeof value === 'string' && value !== value.trim()) form.setFieldValue(name, value.trim());
  }
}

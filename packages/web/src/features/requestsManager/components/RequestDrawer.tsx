import { TASK_PRIORITIES, type ActionDetail } from '@vault/contract';
import { Badge, Button, Descriptions, Divider, Drawer, Flex, Grid, Input, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { formatDateTime } from '../../../lib/format/date';
import { toastSuccess } from '../../../lib/ui/feedback';
import { fetchActionStatus, useActionDetail, useDecideApproval, useForwardAction, useForwardTarget, useRepairAction } from '../api/requestsManager';
import { PRIORITY_COLOURS, STATUS_COLOURS } from '../api/requestFilters';
import { typeLabel } from './typeLabel';

/** One request: its details, its status (refreshed on demand), forward to a colleague, repair while pending, decide. */
export function RequestDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('requestsManager');
  const screens = Grid.useBreakpoint();
  const detail = useActionDetail(id);
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} title={d?.title ?? t('drawer.title')} size={screens.md ? 640 : '100%'} destroyOnHidden data-testid="request-drawer" closeIcon={<span aria-label={t('drawer.close')}>×</span>}>
      {!d ? <Spin /> : <DrawerBody d={d} />}
    </Drawer>
  );
}

function DrawerBody({ d }: { d: ActionDetail }) {
  const { t } = useTranslation('requestsManager');
  const [checking, setChecking] = useState(false);
  const decide = useDecideApproval();
  const checkStatus = async () => {
    setChecking(true);
    try {
      const s = await fetchActionStatus(d.id);
      toastSuccess(t('drawer.statusNow', { status: t(`status.${s.displayStatus}`) }));
    } finally {
      setChecking(false);
    }
  };
  return (
    <Flex vertical gap={12}>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('list.customer')}>{d.customerName}</Descriptions.Item>
        <Descriptions.Item label={t('list.type')}>{typeLabel(t, d.type)}</Descriptions.Item>
        <Descriptions.Item label={t('list.status')}>
          <Badge color={STATUS_COLOURS[d.displayStatus]} text={t(`status.${d.displayStatus}`)} data-testid="drawer-status" />
        </Descriptions.Item>
        <Descriptions.Item label={t('list.priority')}>
          <Badge color={PRIORITY_COLOURS[d.priority]} text={t(`priority.${d.priority}`)} />
        </Descriptions.Item>
        <Descriptions.Item label={t('list.date')}>{formatDateTime(d.requestDate)}</Descriptions.Item>
        <Descriptions.Item label={t('list.taskCount')}>{d.taskCount}</Descriptions.Item>
        {d.docTypes.length > 0 && <Descriptions.Item label={t('drawer.docTypes')}>{d.docTypes.map((x) => x.docTypeName).join(', ')}</Descriptions.Item>}
        <Descriptions.Item label={t('drawer.message')}>{d.note ?? d.message}</Descriptions.Item>
        <Descriptions.Item label={t('drawer.assignee')}>{d.assigneeName ?? t('drawer.unassigned')}</Descriptions.Item>
        {d.decision && <Descriptions.Item label={t('list.decision')}>{t(`approval.${d.decision}`)}</Descriptions.Item>}
      </Descriptions>
      <Space wrap>
        <Button onClick={() => void checkStatus()} loading={checking} data-testid="drawer-check-status">
          {t('drawer.checkStatus')}
        </Button>
        {d.canDecide && (
          <>
            <Button type="primary" onClick={() => decide.mutate({ id: d.id, approve: true }, { onSuccess: () => toastSuccess(t('approval.approved')) })} data-testid="drawer-approve">
              {t('approval.approve')}
            </Button>
            <Button danger onClick={() => decide.mutate({ id: d.id, approve: false }, { onSuccess: () => toastSuccess(t('approval.declined')) })} data-testid="drawer-decline">
              {t('approval.decline')}
            </Button>
          </>
        )}
      </Space>
      {d.state === 0 && <ForwardSection id={d.id} />}
      {d.canRepair && <RepairSection d={d} />}
    </Flex>
  );
}

function ForwardSection({ id }: { id: string }) {
  const { t } = useTranslation('requestsManager');
  const target = useForwardTarget(id);
  const forward = useForwardAction();
  const [accountId, setAccountId] = useState<string>();
  return (
    <>
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('drawer.forward')}
      </Typography.Title>
      <Space.Compact style={{ width: '100%' }}>
        <Select
          style={{ flex: 1 }}
          aria-label={t('drawer.forwardTo')}
          placeholder={t('drawer.forwardTo')}
          value={accountId ?? target.data?.assigneeAccountId ?? undefined}
          onChange={setAccountId}
          options={(target.data?.candidates ?? []).map((c) => ({ value: c.accountId, label: c.name }))}
          data-testid="drawer-forward-select"
        />
        <Button
          disabled={!accountId}
          loading={forward.isPending}
          onClick={() => accountId && forward.mutate({ id, accountId }, { onSuccess: (r) => toastSuccess(t('drawer.forwarded', { name: r.assigneeName ?? '' })) })}
          data-testid="drawer-forward"
        >
          {t('drawer.forwardButton')}
        </Button>
      </Space.Compact>
    </>
  );
}

interface RepairValues {
  title: string;
  message: string;
  priority: ActionDetail['priority'];
}

function RepairSection({ d }: { d: ActionDetail }) {
  const { t } = useTranslation('requestsManager');
  const [form] = Form.useForm<RepairValues>();
  const repair = useRepairAction();
  const submit = (v: RepairValues) => repair.mutate({ id: d.id, title: v.title, message: v.message ?? '', priority: v.priority }, { onSuccess: () => toastSuccess(t('drawer.repaired')) });
  return (
    <>
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
        {t('drawer.repair')}
      </Typography.Title>
      <Form form={form} layout="vertical" initialValues={{ title: d.title, message: d.note ?? d.message, priority: d.priority }} onFinish={submit} data-testid="drawer-repair-form">
        <Form.Item name="title" label={t('create.title')} rules={[{ required: true, whitespace: true, message: t('create.titleRequired') }, { max: 128 }]}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="message" label={t('create.message')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="priority" label={t('list.priority')}>
          <Select options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))} />
        </Form.Item>
        <Button htmlType="submit" loading={repair.isPending} data-testid="drawer-repair-save">
          {t('drawer.repairSave')}
        </Button>
      </Form>
    </>
  );
}

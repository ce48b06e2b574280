import type { administratorsSchema } from '@vault/contract';
import type { HTMLAttributes } from 'react';
import { Badge, Button, Card, Input, Typography, type TableColumnsType } from 'antd';
import { Form } from '../../../components/form/Form';
import { Table } from '../../../components/Table';
import { useTranslation } from 'react-i18next';
import { emailRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import type { SchemaOutput } from '../../../lib/api/schema';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastError, toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { checkRemoveAdministrator, useAddAdministrator, useAdministrators, useRemoveAdministrator } from '../api/team';

type Administrator = SchemaOutput<typeof administratorsSchema>[number];

/** The acting company's administrators (spec §6): administrators add and remove them. */
export function AdministratorsCard({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('team');
  const list = useAdministrators();
  const remove = useRemoveAdministrator();
  const [form] = Form.useForm<{ email: string }>();
  const add = useAddAdministrator(form);
  const [submit, pending] = useSubmit(async ({ email }: { email: string }) => {
    await add.mutateAsync(email.trim());
    form.resetFields();
    toastSuccess(t('administrators.added'));
  });

  const startRemove = async (admin: Administrator) => {
    try {
      const check = await checkRemoveAdministrator(admin.email);
      if (!check.canRemove) {
        toastError(check.reason === 'LAST_ADMIN' ? t('administrators.lastAdmin') : t('administrators.notAdmin'));
        return;
      }
    } catch (error) {
      reportUnhandledError(error);
      return;
    }
    showMessageDialog({
      kind: 'remove-admin',
      danger: true,
      title: t('administrators.removeTitle'),
      content: t('administrators.removeText', { email: admin.email }),
      okText: t('remove'),
      cancelText: t('cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(admin.email);
          toastSuccess(t('administrators.removed'));
        } catch (error) {
          reportUnhandledError(error);
        }
      },
    });
  };

  const columns: TableColumnsType<Administrator> = [
    { key: 'name', title: t('administrators.columns.name'), render: (_, a) => (a.isYou ? `${a.name ?? ''} ${t('administrators.you')}`.trim() : a.name ?? '') },
    { key: 'email', title: t('administrators.columns.email'), dataIndex: 'email' },
    {
      key: 'status',
      title: t('administrators.columns.status'),
      render: (_, a) => <Badge status={a.status === 'ACTIVE' ? 'success' : 'processing'} text={t(`administrators.status.${a.status}`)} />,
    },
    ...(isAdmin
      ? [
          {
            key: 'operation',
            title: t('administrators.columns.operation'),
            render: (_: unknown, a: Administrator) => (
              <Button size="small" danger onClick={() => void startRemove(a)} data-testid="admin-remove">
                {t('remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card data-testid="admins-section">
      <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
        {t('administrators.title')}
      </Typography.Title>
      {isAdmin && (
        <Form name="addAdministrator" form={form} layout="inline" onFinish={(values) => void submit(values)} style={{ marginBottom: 16 }}>
          <Form.Item name="email" label={t('administrators.email')} rules={emailRules()} style={{ minWidth: 320 }}>
            <Input data-testid="admin-email" autoComplete="off" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={pending} data-testid="admin-add">
              {t('administrators.add')}
            </Button>
          </Form.Item>
        </Form>
      )}
      <Table<Administrator>
        rowKey="email"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: true }}
        onRow={(a) => ({ 'data-testid': 'admin-row', 'data-email': a.email, 'data-status': a.status }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}

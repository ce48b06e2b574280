import type { CorporateUser } from '@vault/contract';
import { Button, Card, Empty, Flex, Grid, Input, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { Table } from '../../../components/Table';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { useCancelInvitation, useCorporateUsers, useDeleteUser, useResendInvitation, type UserFilters } from '../api/users';
import { InviteUsersModal } from './InviteUsersModal';
import { UserDetailModal } from './UserDetailModal';
import { UserStatusBadge } from './UserStatusBadge';

const PAGE_SIZE = 20;
const fullName = (u: CorporateUser) => [u.firstName, u.lastName].filter(Boolean).join(' ');

/**
 * /settings/users (spec paid §2, §7 Corporate user management): the organisation's users and invitations with a
 * name / e-mail search and a status filter; details and edit; delete; invite; resend and cancel an invitation.
 */
export function UsersPage() {
  const { t } = useTranslation('users');
  const [filters, setFilters] = useState<UserFilters>({ searchParam: '', status: undefined, pageIndex: 1, pageSize: PAGE_SIZE });
  const list = useCorporateUsers(filters);
  const remove = useDeleteUser();
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();
  const [inviting, setInviting] = useState(false);
  const [viewing, setViewing] = useState<string | null>(null);
  const [form] = Form.useForm<{ searchParam?: string; status?: number }>();
  const wide = Grid.useBreakpoint().md !== false;

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toastSuccess(done);
    } catch (error) {
      reportUnhandledError(error);
    }
  };

  const confirmDelete = (u: CorporateUser) =>
    showMessageDialog({
      kind: 'delete-user',
      danger: true,
      title: t('delete.title'),
      content: t('delete.confirm'),
      okText: t('delete.ok'),
      cancelText: t('delete.cancel'),
      onOk: () => run(() => remove.mutateAsync(u.corporateUserProfileId!), t('delete.done')),
    });

  const confirmCancel = (u: CorporateUser) =>
    showMessageDialog({
      kind: 'cancel-invitation',
      danger: true,
      title: t('cancelInvitation.title'),
      content: t('cancelInvitation.confirm', { email: u.email }),
      okText: t('cancelInvitation.ok'),
      cancelText: t('cancelInvitation.keep'),
      onOk: () => run(() => cancel.mutateAsync(u.invitationId!), t('cancelInvitation.done')),
    });

  const columns: TableColumnsType<CorporateUser> = [
    {
      key: 'name',
      title: t('columns.name'),
      render: (_, u) =>
        u.type === 'USER' ? (
          <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => setViewing(u.corporateUserProfileId)} {...testId('user-open')}>
            {fullName(u) || u.email}
            {u.isSelf ? ` ${t('you')}` : ''}
          </Button>
        ) : (
          <Typography.Text type="secondary">{t('invited')}</Typography.Text>
        ),
    },
    { key: 'email', title: t('columns.email'), dataIndex: 'email' },
    { key: 'jobTitle', title: t('columns.jobTitle'), render: (_, u) => u.jobTitle ?? '' },
    { key: 'status', title: t('columns.status'), render: (_, u) => <UserStatusBadge status={u.status} /> },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, u) => (
        <Space wrap size={4}>
          {u.type === 'USER' && (
            <>
              <Button size="small" onClick={() => setViewing(u.corporateUserProfileId)} aria-label={t('actions.viewNamed', { name: fullName(u) || u.email })}>
                {t('actions.view')}
              </Button>
              {!u.isSelf && (
                <Button size="small" danger onClick={() => confirmDelete(u)} aria-label={t('actions.deleteNamed', { name: fullName(u) || u.email })} {...testId('user-delete')}>
                  {t('actions.delete')}
                </Button>
              )}
            </>
          )}
          {u.type === 'INVITATION' && (
            <>
              <Button size="small" onClick={() => void run(() => resend.mutateAsync(u.invitationId!), t('resend.done', { email: u.email }))} aria-label={t('actions.resendNamed', { email: u.email })} {...testId('invitation-resend')}>
                {t('actions.resend')}
              </Button>
              {u.status === 1 && (
                <Button size="small" danger onClick={() => confirmCancel(u)} aria-label={t('actions.cancelNamed', { email: u.email })} {...testId('invitation-cancel')}>
                  {t('actions.cancel')}
                </Button>
              )}
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} {...testId('users-title')}>
          {t('page.title')}
        </Typography.Title>
        <Button type="primary" onClick={() => setInviting(true)} {...testId('users-invite')}>
          {t('page.invite')}
        </Button>
      </Flex>
      <Form
        form={form}
        layout={wide ? 'inline' : 'vertical'}
        onFinish={(v) => setFilters((f) => ({ ...f, searchParam: v.searchParam ?? '', status: v.status, pageIndex: 1 }))}
        style={{ marginBottom: 12, rowGap: 8 }}
        {...testId('users-filters')}
      >
        <Form.Item name="searchParam" label={t('filters.search')}>
          <Input allowClear placeholder={t('filters.searchPlaceholder')} maxLength={64} style={{ width: wide ? 240 : '100%' }} {...testId('users-search')} />
        </Form.Item>
        <Form.Item name="status" label={t('filters.status')}>
          <Select
            allowClear
            placeholder={t('filters.all')}
            style={{ width: wide ? 160 : '100%' }}
            options={([1, 2, 3, 4] as const).map((s) => ({ value: s, label: t(`status.${s}`) }))}
            {...testId('users-status')}
          />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button htmlType="submit" type="primary" {...testId('users-apply')}>
              {t('filters.apply')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setFilters({ searchParam: '', status: undefined, pageIndex: 1, pageSize: PAGE_SIZE });
              }}
            >
              {t('filters.reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" {...testId('users-total')}>
        {t('page.total', { count: list.data?.totalRecord ?? 0 })}
      </Typography.Text>
      <Table<CorporateUser>
        rowKey={(u) => u.corporateUserProfileId ?? u.invitationId ?? u.email}
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isPending}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: filters.pageIndex,
          pageSize: PAGE_SIZE,
          total: list.data?.totalRecord ?? 0,
          hideOnSinglePage: true,
          onChange: (pageIndex) => setFilters((f) => ({ ...f, pageIndex })),
        }}
        locale={{ emptyText: <Empty description={t('page.empty')} /> }}
        onRow={(u) => ({ 'data-testid': 'user-row', 'data-email': u.email, 'data-status': String(u.status) }) as HTMLAttributes<HTMLElement>}
        style={{ marginTop: 8 }}
      />
      <InviteUsersModal open={inviting} onClose={() => setInviting(false)} onReopen={() => setInviting(true)} />
      <UserDetailModal corporateUserProfileId={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
}

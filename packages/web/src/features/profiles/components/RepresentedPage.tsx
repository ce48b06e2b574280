import { Button, Card, Flex, Typography, type TableColumnsType } from 'antd';
import { Table } from '../../../components/Table';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatDate } from '../../../lib/format/date';
import { showMessageDialog } from '../../../lib/ui/dialogs';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { switchToProfile } from '../api/profiles';
import {
  canLeave,
  representedOfType,
  switchTargetFor,
  useLeaveRepresentation,
  useRepresentedProfiles,
  type RepresentedProfile,
} from '../api/represented';

/**
 * /manage/corporates-i-represent and /manage/fund-i-represent (individuals): the companies or funds
 * the person represents, with a switch into each and, for representatives, a way to stop.
 */
export function RepresentedPage({ profileType }: { profileType: RepresentedProfile['profileType'] }) {
  const { t } = useTranslation('profiles');
  const navigate = useNavigate();
  const list = useRepresentedProfiles();
  const leave = useLeaveRepresentation();
  const prefix = profileType === 'CORPORATE' ? 'represented.corporates' : 'represented.funds';

  /*
   * This page is for individuals only: once the new session's roles are in place the guard would
   * send it to 401, so the app goes home (through the root redirect) before the switch starts.
   */
  const switchTo = async (entry: RepresentedProfile) => {
    // The data router's navigate resolves once the new location is committed.
    await navigate('/');
    await switchToProfile(switchTargetFor(entry), { profiles: [], actingType: 'INDIVIDUAL', goHome: () => undefined });
  };

  const confirmLeave = (entry: RepresentedProfile) =>
    showMessageDialog({
      kind: 'stop-representing',
      danger: true,
      title: t('represented.leaveTitle'),
      content: t('represented.leaveText', { name: entry.name }),
      okText: t('represented.leave'),
      cancelText: t('represented.cancel'),
      onOk: async () => {
        try {
          await leave.mutateAsync(entry.profileId);
          toastSuccess(t('represented.left', { name: entry.name }));
        } catch (error) {
          reportUnhandledError(error);
        }
      },
    });

  const columns: TableColumnsType<RepresentedProfile> = [
    { key: 'name', title: t('represented.columns.name'), dataIndex: 'name' },
    { key: 'role', title: t('represented.columns.role'), render: (_, e) => t(`represented.roles.${e.role}`) },
    { key: 'since', title: t('represented.columns.since'), render: (_, e) => <time dateTime={e.since}>{formatDate(e.since)}</time> },
    {
      key: 'operation',
      title: t('represented.columns.operation'),
      render: (_, e) => (
        <Flex gap={8} wrap>
          <Button size="small" onClick={() => void switchTo(e).catch(reportUnhandledError)} data-testid="represented-switch">
            {t('represented.switchTo')}
          </Button>
          {canLeave(e) && (
            <Button size="small" danger onClick={() => confirmLeave(e)} data-testid="represented-leave">
              {t('represented.leave')}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="represented-title">
        {t(`${prefix}.title`)}
      </Typography.Title>
      <Table<RepresentedProfile>
        rowKey="profileId"
        columns={columns}
        dataSource={representedOfType(list.data ?? [], profileType)}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t(`${prefix}.empty`) }}
        onRow={(e) => ({ 'data-testid': 'represented-row', 'data-profile-id': e.profileId, 'data-name': e.name, 'data-role': e.role }) as HTMLAttributes<HTMLElement>}
      />
    </Card>
  );
}

export const CorporatesIRepresentPage = () => <RepresentedPage profileType="CORPORATE" />;
export const FundIRepresentPage = () => <RepresentedPage profileType="FUND" />;

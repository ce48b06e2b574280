import type { z } from 'zod';
import type { fundSummarySchema } from '@vault/contract';
import { Button, Card, Empty, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { Table } from '../../../components/Table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useInfiniteSentinel } from '../../../lib/ui/useInfiniteSentinel';
import { useFundList, type FundKind } from '../api/funds';
import { useViewFund } from './useViewFund';
import { ParentFundDrawer, type DrawerFund } from './ParentFundDrawer';

type FundSummary = z.infer<typeof fundSummarySchema>;
const dash = (value: string | null | undefined) => (value ? value : '—');

/**
 * /vaults/funds (every fund the organisation administers) and /vaults/parent-funds (parent funds only): searched by
 * name or tax id, loaded 20 at a time as the list scrolls (spec paid §2, §9). A parent fund opens its drawer; a child
 * fund can be viewed (switching into it) or its parent opened.
 */
function FundListPage({ kind }: { kind: FundKind }) {
  const { t } = useTranslation('funds');
  const [search, setSearch] = useState('');
  const [drawer, setDrawer] = useState<DrawerFund | null>(null);
  const list = useFundList(kind, search);
  const rows = list.data?.pages.flatMap((p) => p.list) ?? [];
  const total = list.data?.pages[0]?.totalRecord ?? 0;
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, Boolean(list.hasNextPage));
  const viewFund = useViewFund(kind === 'MAJOR' ? '/vaults/parent-funds' : '/vaults/funds');
  const nameOf = (id: string | null) => rows.find((r) => r.fundProfileId === id)?.name ?? t('list.parentFund');
  const title = kind === 'MAJOR' ? t('list.parentFundsTitle') : t('list.fundsTitle');

  const columns = [
    {
      title: t('list.name'),
      key: 'name',
      render: (_: unknown, fund: FundSummary) =>
        fund.isMajor ? (
          <Button type="link" style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }} onClick={() => setDrawer({ id: fund.fundProfileId, name: fund.name })} data-testid="fund-open">
            {fund.name}
          </Button>
        ) : (
          <Space size={4} wrap>
            <span>{fund.name}</span>
            {!fund.hasInteraction && <Tag color="blue">{t('childFunds.new')}</Tag>}
          </Space>
        ),
    },
    { title: t('list.taxId'), key: 'taxId', render: (_: unknown, fund: FundSummary) => dash(fund.taxId) },
    {
      title: t('list.kind'),
      key: 'kind',
      render: (_: unknown, fund: FundSummary) =>
        fund.isMajor ? t('list.parentWithChildren', { count: fund.childCount }) : t('list.childOf', { name: nameOf(fund.fundMajorProfileId) }),
    },
    {
      title: t('list.actions'),
      key: 'actions',
      render: (_: unknown, fund: FundSummary) =>
        fund.isMajor ? (
          <Button size="small" onClick={() => setDrawer({ id: fund.fundProfileId, name: fund.name })} aria-label={t('list.openNamed', { name: fund.name })}>
            {t('list.open')}
          </Button>
        ) : (
          <Space wrap>
            <Button size="small" onClick={() => viewFund({ profileId: fund.fundProfileId, name: fund.name })} data-testid="fund-view" aria-label={t('childFunds.viewNamed', { name: fund.name })}>
              {t('childFunds.view')}
            </Button>
            {fund.fundMajorProfileId && (
              <Button size="small" type="text" onClick={() => setDrawer({ id: fund.fundMajorProfileId!, name: nameOf(fund.fundMajorProfileId) })}>
                {t('list.openParent')}
              </Button>
            )}
          </Space>
        ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="funds-title">
          {title}
        </Typography.Title>
        <Flex gap={8} wrap align="center">
          <Input.Search
            allowClear
            enterButton={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            aria-label={t('list.searchPlaceholder')}
            onSearch={(value) => setSearch(value.trim())}
            style={{ maxWidth: 380 }}
            data-testid="funds-search"
          />
          {/* The vault set-up wizard (features/vaultSetup) for a corporate customer. */}
          <Link to="/vaults/setup?wizard=new" data-testid="funds-setup-vault">
            {t('list.setUpVault')}
          </Link>
        </Flex>
      </Flex>
      <Typography.Text type="secondary" data-testid="funds-total">
        {t('list.total', { count: total })}
      </Typography.Text>
      <Table<FundSummary>
        rowKey="fundProfileId"
        columns={columns}
        dataSource={rows}
        loading={list.isPending}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={search ? t('list.noMatch') : t('list.empty')} /> }}
        onRow={(fund) => ({ 'data-testid': 'fund-row', 'data-fund-name': fund.name }) as React.HTMLAttributes<HTMLElement>}
        style={{ marginTop: 8 }}
      />
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {list.isFetchingNextPage && <Spin style={{ display: 'block', margin: '12px auto' }} />}
      <ParentFundDrawer fund={drawer} onClose={() => setDrawer(null)} originPath={kind === 'MAJOR' ? '/vaults/parent-funds' : '/vaults/funds'} />
    </Card>
  );
}

export const FundsPage = () => <FundListPage kind="ALL" />;
export const ParentFundsPage = () => <FundListPage kind="MAJOR" />;

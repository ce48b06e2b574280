import type { z } from 'zod';
import type { childFundSchema } from '@vault/contract';
import { Button, Empty, Flex, List, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInfiniteSentinel } from '../../../lib/ui/useInfiniteSentinel';
import { useChildFunds } from '../api/funds';

export type ChildFund = z.infer<typeof childFundSchema>;

interface ChildFundsTabProps {
  fundMajorProfileId: string;
  onManage: (child: ChildFund) => void;
  onView: (child: ChildFund) => void;
}

/**
 * Spec paid §2 App drawer 2, Child Funds: name, tax id and a 'New' marker until the first distribution; Manage
 * Document Distribution (the fund's inheritance) and View Fund (clicking the fund does the same). 20 a page.
 */
export function ChildFundsTab({ fundMajorProfileId, onManage, onView }: ChildFundsTabProps) {
  const { t } = useTranslation('funds');
  const children = useChildFunds(fundMajorProfileId);
  const rows = children.data?.pages.flatMap((p) => p.list) ?? [];
  const sentinel = useInfiniteSentinel<HTMLDivElement>(() => {
    if (children.hasNextPage && !children.isFetchingNextPage) void children.fetchNextPage();
  }, Boolean(children.hasNextPage));

  if (children.isPending) return <Spin style={{ display: 'block', margin: '24px auto' }} />;
  return (
    <>
      <List<ChildFund>
        dataSource={rows}
        locale={{ emptyText: <Empty description={t('childFunds.empty')} /> }}
        renderItem={(child) => (
          <List.Item
            data-testid="child-fund"
            data-fund-name={child.name}
            actions={[
              <Button key="manage" size="small" onClick={() => onManage(child)} data-testid="child-fund-manage" aria-label={t('childFunds.manageNamed', { name: child.name })}>
                {t('childFunds.manage')}
              </Button>,
              <Button key="view" size="small" type="primary" ghost onClick={() => onView(child)} data-testid="child-fund-view" aria-label={t('childFunds.viewNamed', { name: child.name })}>
                {t('childFunds.view')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  <Button type="link" onClick={() => onView(child)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
                    {child.name}
                  </Button>
                  {!child.hasInteraction && (
                    <Tag color="blue" data-testid="child-fund-new">
                      {t('childFunds.new')}
                    </Tag>
                  )}
                </Flex>
              }
              description={<Typography.Text type="secondary">{t('childFunds.taxId', { taxId: child.taxId ?? '—' })}</Typography.Text>}
            />
          </List.Item>
        )}
      />
      <div ref={sentinel} aria-hidden style={{ height: 1 }} />
      {children.isFetchingNextPage && <Spin style={{ display: 'block', margin: '12px auto' }} />}
    </>
  );
}

import { Card, Pagination, Tabs, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActionList } from '../api/actionList';
import { messageListParams, type MessageTab } from '../api/actionParams';
import { MessageList } from './MessageList';

/**
 * /manage/system: every message in full, ten a page, all or unread. The Message dialog's 'See more'
 * leads here with ?type=message; messages are what this page holds today.
 */
export function SystemPage() {
  const { t } = useTranslation('actions');
  const [tab, setTab] = useState<MessageTab>('all');
  const [page, setPage] = useState(1);
  const params = messageListParams(tab, page);
  const list = useActionList(params);
  const tabs: MessageTab[] = ['all', 'unread'];
  const [search] = useSearchParams();
  const heading = useRef<HTMLHeadingElement>(null);
  const totalPages = list.data?.totalPages ?? 0;

  // ?type=message (from 'See more') selects the messages: focus goes to their heading.
  useEffect(() => {
    if (search.get('type') === 'message') heading.current?.focus();
  }, [search]);

  // Reading the last unread message of the last page leaves that page empty: step back.
  useEffect(() => {
    if (totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, totalPages]);

  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }} data-testid="system-title">
        {t('system.title')}
      </Typography.Title>
      <section aria-labelledby="system-messages" data-testid="system-messages">
        <Typography.Title level={2} id="system-messages" ref={heading} tabIndex={-1} style={{ fontSize: 18 }}>
          {t('system.messages')}
        </Typography.Title>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key === 'unread' ? 'unread' : 'all');
            setPage(1);
          }}
          items={tabs.map((key) => ({ key, label: <span data-testid={`system-tab-${key}`}>{t(`messages.tabs.${key}`)}</span> }))}
        />
        <MessageList items={list.data?.list} loading={list.isFetching} mode="page" />
        {(list.data?.totalRecord ?? 0) > (params.pageSize ?? 0) && (
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={params.pageSize}
            total={list.data?.totalRecord ?? 0}
            showSizeChanger={false}
            onChange={setPage}
            data-testid="system-pagination"
          />
        )}
      </section>
    </Card>
  );
}

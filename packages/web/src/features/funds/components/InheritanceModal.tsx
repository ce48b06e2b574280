import { LIMITS } from '@vault/contract';
import { Alert, Button, Empty, Flex, Input, Modal, Pagination, Spin, Switch, Tag, Typography } from 'antd';
import { Table } from '../../../components/Table';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { useInheritanceList, useSaveInheritance } from '../api/inheritance';
import { editInheritance, inheritanceChanges, shownInherits, type InheritanceEdits } from '../api/inheritanceEdits';

export interface InheritanceModalProps {
  open: boolean;
  fundMajorProfileId: string;
  fundMinorProfileId: string;
  fundName: string;
  onClose: () => void;
}

/**
 * Document inheritance of one child fund (spec paid §2 Modals; §9: 10 a page): per parent document, a switch
 * 'inherits' (the child fund receives the current version) and which versions it receives now. Search by document
 * type. Save is disabled until a change; Undo drops the changes; Cancel drops them and closes.
 */
export function InheritanceModal({ open, fundMajorProfileId, fundMinorProfileId, fundName, onClose }: InheritanceModalProps) {
  const { t } = useTranslation('fundModals');
  const ids = { fundMajorProfileId, fundMinorProfileId };
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [edits, setEdits] = useState<InheritanceEdits>({});
  const list = useInheritanceList(ids, search, page, open);
  const save = useSaveInheritance(ids);
  const changes = inheritanceChanges(edits);
  const busy = save.isPending;
  const data = list.data;

  const reset = () => setEdits({});
  const close = () => {
    if (busy) return;
    reset();
    setSearch('');
    setSearchText('');
    setPage(1);
    onClose();
  };
  const submit = async () => {
    try {
      await save.mutateAsync(changes);
    } catch {
      // The central error handler has shown why; the edits stay for another try.
      return;
    }
    toastSuccess(t('common.success'));
    close();
  };
  type Item = NonNullable<typeof data>['list'][number];

  return (
    <Modal
      open={open}
      title={<span style={{ display: 'block', paddingRight: 24 }}>{t('inheritance.title', { fund: fundName })}</span>}
      width={800}
      onCancel={close}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      destroyOnHidden
      modalRender={(node) => <div {...testId('fund-inheritance-modal')}>{node}</div>}
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={reset} disabled={!changes.length || busy} data-testid="fund-inheritance-undo">
            {t('common.undo')}
          </Button>
          <Button onClick={close} disabled={busy} data-testid="fund-inheritance-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" disabled={!changes.length} loading={busy} onClick={() => void submit()} data-testid="fund-inheritance-save">
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('inheritance.intro', { fund: fundName })}</Typography.Text>
        <Input.Search
          value={searchText}
          allowClear
          maxLength={64}
          placeholder={t('inheritance.searchPlaceholder')}
          aria-label={t('inheritance.searchLabel')}
          onChange={(e) => {
            setSearchText(e.target.value);
            if (!e.target.value) {
              setSearch('');
              setPage(1);
            }
          }}
          onSearch={(value) => {
            setSearch(value.trim());
            setPage(1);
          }}
          data-testid="fund-inheritance-search"
        />
        {changes.length > 0 && (
          <Typography.Text type="secondary" data-testid="fund-inheritance-changes">
            {t('inheritance.pending', { count: changes.length })}
          </Typography.Text>
        )}
        {list.isError && !data ? (
          <Alert type="error" showIcon title={t('inheritance.loadFailed')} action={<Button size="small" onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
        ) : !data ? (
          <Spin />
        ) : (
          <>
            <Table<Item>
              size="small"
              rowKey="docId"
              dataSource={data.list}
              loading={list.isFetching}
              pagination={false}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={search ? t('inheritance.noMatch') : t('inheritance.noDocuments')} /> }}
              onRow={(item, index) => ({ 'data-testid': `fund-inheritance-row-${index ?? 0}`, 'data-doc-id': item.docId, 'data-name': item.docTypeName }) as HTMLAttributes<HTMLElement>}
              columns={[
                { title: t('inheritance.document'), dataIndex: 'docTypeName', key: 'docTypeName' },
                { title: t('inheritance.currentVersion'), dataIndex: 'version', key: 'version', responsive: ['sm'], render: (v: number) => t('distribution.version', { version: v }) },
                {
                  title: t('inheritance.receivedVersions'),
                  key: 'versions',
                  render: (_, item) =>
                    item.inheritedVersions.length ? (
                      <Flex gap={4} wrap>
                        {item.inheritedVersions.map((v) => (
                          <Tag key={v} color={v === item.version ? 'blue' : undefined}>
                            {t('distribution.version', { version: v })}
                          </Tag>
                        ))}
                      </Flex>
                    ) : (
                      <Typography.Text type="secondary">{t('inheritance.noneReceived')}</Typography.Text>
                    ),
                },
                {
                  title: t('inheritance.inherits'),
                  key: 'inherits',
                  align: 'right',
                  width: 80,
                  render: (_, item, index) => (
                    <Switch
                      checked={shownInherits(edits, item)}
                      disabled={busy}
                      onChange={(on) => setEdits((e) => editInheritance(e, item.docId, item.inherits, on))}
                      aria-label={t('inheritance.inheritsLabel', { doc: item.docTypeName, fund: fundName })}
                      data-testid={`fund-inheritance-switch-${index}`}
                      data-doc-id={item.docId}
                    />
                  ),
                },
              ]}
            />
            {data.totalRecord > LIMITS.inheritancePageSize && (
              <Pagination
                align="end"
                size="small"
                current={page}
                pageSize={LIMITS.inheritancePageSize}
                total={data.totalRecord}
                showSizeChanger={false}
                onChange={setPage}
                data-testid="fund-inheritance-pagination"
              />
            )}
          </>
        )}
      </Flex>
    </Modal>
  );
}

import { errorMessage, type DocumentDistributionItem } from '@vault/contract';
import { Alert, Badge, Button, Empty, Flex, Spin, Switch, Tag, Typography } from 'antd';
import { Table } from '../../../components/Table';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/ApiError';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { DraggableModal } from '../../../lib/ui/DraggableModal';
import { toastSuccess } from '../../../lib/ui/feedback';
import { VERSION_NOT_CURRENT_CODE, useDistributionList, useSaveDistribution } from '../api/distribution';
import { allOn, docKey, hasChanges, saveBatches, setAll, setSwitch, switchesOf, type DistributionDocRef, type SwitchState, type Switches } from '../api/distributionSwitches';

export interface FundDistributionModalProps {
  open: boolean;
  fundMajorProfileId: string;
  docs: DistributionDocRef[];
  onClose: () => void;
}

type Child = DocumentDistributionItem['childDocDistributions'][number];

function LockTag({ locked }: { locked: number }) {
  const { t } = useTranslation('fundModals');
  // A coloured dot beside plain text: antd's light tags miss WCAG AA contrast.
  if (locked === 3) return <Badge status="processing" text={t('distribution.shared')} />;
  if (locked === 1) return <Badge status="warning" text={t('distribution.locked')} />;
  return null;
}

interface DocSectionProps {
  item: DocumentDistributionItem;
  index: number;
  switches: Switches;
  disabled: boolean;
  onToggle: (fundId: string, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
}

/** One document version: its name, version and lock status, a switch-all and a switch per child fund. */
function DocSection({ item, index, switches, disabled, onToggle, onToggleAll }: DocSectionProps) {
  const { t } = useTranslation('fundModals');
  const every = allOn(switches);
  const count = Object.values(switches).filter(Boolean).length;
  const allId = `fund-distribution-all-${index}`;
  return (
    <section aria-labelledby={`fund-distribution-doc-${index}-title`} data-testid={`fund-distribution-doc-${index}`} data-doc-id={item.docId} data-version={item.version}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={5} id={`fund-distribution-doc-${index}-title`} style={{ margin: 0 }}>
            {item.docTypeName}
          </Typography.Title>
          <Tag>{t('distribution.version', { version: item.version })}</Tag>
          <LockTag locked={item.locked} />
          <Typography.Text type="secondary" data-testid={`fund-distribution-count-${index}`}>
            {t('distribution.receiving', { count, total: item.childDocDistributions.length })}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={8}>
          <label htmlFor={allId}>{t('distribution.sendToAll')}</label>
          <Switch
            id={allId}
            checked={every}
            disabled={disabled || item.childDocDistributions.length === 0}
            onChange={(on) => onToggleAll(on)}
            aria-label={t('distribution.sendAllLabel', { doc: item.docTypeName })}
            data-testid={`fund-distribution-switch-all-${index}`}
          />
        </Flex>
      </Flex>
      <Table<Child>
        size="small"
        rowKey="fundMinorProfileId"
        dataSource={item.childDocDistributions}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('distribution.noChildFunds')} /> }}
        onRow={(child) => ({ 'data-testid': `fund-distribution-row-${child.name}` }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('distribution.fundName'), dataIndex: 'name', key: 'name' },
          { title: t('distribution.taxId'), dataIndex: 'taxId', key: 'taxId', responsive: ['sm'], render: (taxId: string | null) => taxId ?? '—' },
          {
            title: t('distribution.receives'),
            key: 'receives',
            align: 'right',
            width: 96,
            render: (_, child) => (
              <Switch
                checked={switches[child.fundMinorProfileId] ?? false}
                disabled={disabled}
                onChange={(on) => onToggle(child.fundMinorProfileId, on)}
                aria-label={t('distribution.sendTo', { fund: child.name, doc: item.docTypeName })}
                data-testid={`fund-distribution-switch-${child.name}`}
              />
            ),
          },
        ]}
      />
    </section>
  );
}

/**
 * Fund distribution per document (spec paid §2 Modals, width 1200; §4 Fund distribution modal; §8 success toast):
 * per document version a switch per child fund and a switch-all. Save is disabled until something changed; Undo goes
 * back to what was loaded; Cancel does that and closes. Draggable and resizable (lib/ui/DraggableModal).
 */
export function FundDistributionModal({ open, fundMajorProfileId, docs, onClose }: FundDistributionModalProps) {
  const { t, i18n } = useTranslation('fundModals');
  const language = resolveLanguage(i18n.language);
  const list = useDistributionList(fundMajorProfileId, docs, open);
  const save = useSaveDistribution();
  // Edits belong to the documents they were made for: new documents (after an upload) start from what is loaded.
  const docsKey = docs.map(docKey).join(',');
  const [edited, setEdited] = useState<{ docsKey: string; state: SwitchState } | null>(null);
  const edits = edited?.docsKey === docsKey ? edited.state : null;
  const setEdits = (state: SwitchState | null) => setEdited(state ? { docsKey, state } : null);
  const [versionError, setVersionError] = useState<string | null>(null);
  const items = list.data ?? [];
  const loaded = switchesOf(items);
  const current = edits ?? loaded;
  const changed = hasChanges(loaded, current);
  const busy = save.isPending;

  const reset = () => {
    setEdits(null);
    setVersionError(null);
  };
  const cancel = () => {
    if (busy) return;
    reset();
    onClose();
  };
  const submit = async () => {
    setVersionError(null);
    try {
      await save.mutateAsync(saveBatches(fundMajorProfileId, items, loaded, current));
    } catch (error) {
      // 30000400: an older version cannot go to more child funds; said here, in the user's language.
      if (error instanceof ApiError && error.errorCode === VERSION_NOT_CURRENT_CODE) setVersionError(errorMessage('FUND_VERSION_NOT_CURRENT', language));
      return;
    }
    toastSuccess(t('common.success'));
    reset();
    onClose();
  };

  return (
    <DraggableModal
      open={open}
      title={t('distribution.title')}
      width={1200}
      moveLabel={t('common.moveDialog')}
      resizeLabel={t('common.resizeDialog')}
      testId="fund-distribution-modal"
      onCancel={cancel}
      closable={!busy}
      keyboard={!busy}
      mask={{ closable: false }}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={() => reset()} disabled={!changed || busy} data-testid="fund-distribution-undo">
            {t('common.undo')}
          </Button>
          <Button onClick={cancel} disabled={busy} data-testid="fund-distribution-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="primary" onClick={() => void submit()} disabled={!changed} loading={busy} data-testid="fund-distribution-save">
            {t('common.save')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">{t('distribution.intro')}</Typography.Text>
        {versionError && <Alert type="error" showIcon title={versionError} data-testid="fund-distribution-error" />}
        {list.isPending && docs.length > 0 ? (
          <Spin />
        ) : list.isError ? (
          <Alert type="error" showIcon title={t('distribution.loadFailed')} action={<Button size="small" onClick={() => void list.refetch()}>{t('common.retry')}</Button>} />
        ) : items.length === 0 ? (
          <Empty description={t('distribution.noDocuments')} />
        ) : (
          items.map((item, index) => {
            const key = docKey(item);
            return (
              <DocSection
                key={key}
                item={item}
                index={index}
                switches={current[key] ?? {}}
                disabled={busy}
                onToggle={(fundId, on) => setEdits(setSwitch(current, key, fundId, on))}
                onToggleAll={(on) => setEdits(setAll(current, key, on))}
              />
            );
          })
        )}
      </Flex>
    </DraggableModal>
  );
}

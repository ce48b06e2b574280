import type { BrokerDealerCandidate } from '@vault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Checkbox, Empty, Flex, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addBrokerDealers, BROKER_KEYS, searchCompanies } from '../api/brokerDealers';
import { toggleSelected } from '../api/selection';

/**
 * Add broker-dealers (spec paid §4): search companies, select and deselect them, then a confirm step, then save.
 * Closing resets everything; a failed search clears the results (the central handler shows the error).
 */
export function AddBrokerDealersModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('brokerDealers');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'search' | 'confirm'>('search');
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<BrokerDealerCandidate[] | null>(null);
  const [selected, setSelected] = useState<BrokerDealerCandidate[]>([]);
  const [searching, setSearching] = useState(false);
  const [saving, setSaving] = useState(false);

  const reset = () => {
    setStep('search');
    setQuery('');
    setResults(null);
    setSelected([]);
    setSearching(false);
    setSaving(false);
  };
  const close = () => {
    reset();
    onClose();
  };
  const search = async (value: string) => {
    setSearching(true);
    try {
      setResults(await searchCompanies(value.trim()));
    } catch {
      setResults([]);
    } finally {
      setSearching(false);
    }
  };
  const save = async () => {
    setSaving(true);
    try {
      await addBrokerDealers(selected.map((s) => s.companyId));
      await queryClient.invalidateQueries({ queryKey: BROKER_KEYS.root });
      void message.success(t('success'));
      close();
    } catch {
      setSaving(false);
    }
  };
  const isSelected = (c: BrokerDealerCandidate) => selected.some((s) => s.companyId === c.companyId);

  const footer =
    step === 'search' ? (
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" data-testid="add-bd-selected-count">
          {t('add.selectedCount', { count: selected.length })}
        </Typography.Text>
        <Flex gap={8}>
          <Button onClick={close}>{t('add.cancel')}</Button>
          <Button type="primary" disabled={!selected.length} onClick={() => setStep('confirm')} data-testid="add-bd-next">
            {t('add.next')}
          </Button>
        </Flex>
      </Flex>
    ) : (
      <Flex justify="end" gap={8}>
        <Button onClick={() => setStep('search')} disabled={saving}>
          {t('add.back')}
        </Button>
        <Button type="primary" loading={saving} disabled={!selected.length} onClick={() => void save()} data-testid="add-bd-save">
          {t('add.save')}
        </Button>
      </Flex>
    );

  return (
    <Modal open={open} onCancel={close} title={step === 'search' ? t('add.title') : t('add.confirmTitle')} footer={footer} destroyOnHidden data-testid="add-broker-dealers-modal" width={560}>
      {step === 'search' ? (
        <>
          <Input.Search
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onSearch={(value) => void search(value)}
            enterButton={t('add.search')}
            placeholder={t('add.searchPlaceholder')}
            aria-label={t('add.searchPlaceholder')}
            loading={searching}
            data-testid="add-bd-search"
          />
          {results !== null && (
            <List
              style={{ marginTop: 12, maxHeight: 320, overflowY: 'auto' }}
              dataSource={results}
              locale={{ emptyText: <Empty description={t('add.noResults')} /> }}
              renderItem={(c) => (
                <List.Item
                  data-testid="add-bd-result"
                  data-name={c.companyName}
                  actions={[
                    <Button
                      key="toggle"
                      size="small"
                      type={isSelected(c) ? 'primary' : 'default'}
                      aria-pressed={isSelected(c)}
                      aria-label={isSelected(c) ? t('add.deselectNamed', { name: c.companyName }) : t('add.selectNamed', { name: c.companyName })}
                      onClick={() => setSelected((s) => toggleSelected(s, c))}
                      data-testid="add-bd-toggle"
                    >
                      {isSelected(c) ? t('add.selected') : t('add.select')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta title={c.companyName} description={c.email ?? undefined} />
                </List.Item>
              )}
            />
          )}
        </>
      ) : (
        <>
          <Typography.Paragraph>{t('add.confirmText')}</Typography.Paragraph>
          <List
            bordered
            dataSource={selected}
            renderItem={(c) => (
              <List.Item data-testid="add-bd-confirm-item">
                <Checkbox checked aria-label={t('add.deselectNamed', { name: c.companyName })} onChange={() => setSelected((s) => toggleSelected(s, c))}>
                  {c.companyName}
                </Checkbox>
              </List.Item>
            )}
          />
        </>
      )}
    </Modal>
  );
}

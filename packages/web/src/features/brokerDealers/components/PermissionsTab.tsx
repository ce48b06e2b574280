import type { PermissionDetail, SavePermissionsResult } from '@vault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Modal, Switch, Typography } from 'antd';
import { Table } from '../../../components/Table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROKER_KEYS, handleAutoShared, savePermissions, useConfiguration } from '../api/brokerDealers';
import { allAutoShare, permissionsDiffer, setAllAutoShare, setRow } from '../api/permissionEdits';

/**
 * Broker-dealer permission editing (spec paid §4): per document type, auto share and downloadable; the all-documents
 * switch; Save (enabled once the list differs) and Undo Changes; after a save answering data, the Apply to
 * Outstanding Requests question, whose Yes/No is sent before the success toast.
 */
export function PermissionsTab({ brokerDealerId }: { brokerDealerId: string }) {
  const { t } = useTranslation('brokerDealers');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const config = useConfiguration(brokerDealerId);
  const [loaded, setLoaded] = useState<PermissionDetail[]>([]);
  const [edited, setEdited] = useState<PermissionDetail[]>([]);
  const [saving, setSaving] = useState(false);
  const [question, setQuestion] = useState<NonNullable<SavePermissionsResult> | null>(null);
  const [answering, setAnswering] = useState<'Yes' | 'No' | null>(null);

  useEffect(() => {
    if (!config.data) return;
    setLoaded(config.data.detailList);
    setEdited(config.data.detailList);
  }, [config.data]);

  const editable = config.data?.editFlag ?? false;
  const dirty = permissionsDiffer(loaded, edited);
  const done = async () => {
    setLoaded(edited);
    await queryClient.invalidateQueries({ queryKey: BROKER_KEYS.configuration(brokerDealerId) });
    void message.success(t('success'));
  };
  const save = async () => {
    setSaving(true);
    try {
      const result = await savePermissions(brokerDealerId, edited);
      if (result) setQuestion(result);
      else await done();
    } catch {
      // The central handler shows the error; the edits stay for another try.
    } finally {
      setSaving(false);
    }
  };
  const answer = async (applySetting: 'Yes' | 'No') => {
    if (!question) return;
    setAnswering(applySetting);
    try {
      await handleAutoShared({ brokerDealerId: question.brokerDealerId, businessCompanyId: question.businessCompanyId, applySetting });
      setQuestion(null);
      await done();
    } catch {
      // Shown by the central handler; the question stays open.
    } finally {
      setAnswering(null);
    }
  };

  const columns = [
    { title: t('perm.docType'), dataIndex: 'docTypeName', key: 'docTypeName' },
    {
      title: t('perm.autoShare'),
      key: 'auto',
      width: 110,
      render: (_: unknown, row: PermissionDetail) => (
        <Switch
          checked={row.preAuthoriseAccess}
          disabled={!editable}
          aria-label={t('perm.autoShareNamed', { name: row.docTypeName })}
          onChange={(on) => setEdited((rows) => setRow(rows, row.docType, 'preAuthoriseAccess', on))}
          data-testid="perm-auto-share"
        />
      ),
    },
    {
      title: <span style={{ whiteSpace: 'nowrap' }}>{t('perm.downloadable')}</span>,
      key: 'download',
      width: 132,
      render: (_: unknown, row: PermissionDetail) => (
        <Switch
          checked={row.downloadable}
          disabled={!editable}
          aria-label={t('perm.downloadableNamed', { name: row.docTypeName })}
          onChange={(on) => setEdited((rows) => setRow(rows, row.docType, 'downloadable', on))}
          data-testid="perm-downloadable"
        />
      ),
    },
  ];

  return (
    <>
      <Flex align="center" gap={12} style={{ marginBottom: 12 }}>
        <Switch
          checked={allAutoShare(edited)}
          disabled={!editable || edited.length === 0}
          onChange={(on) => setEdited((rows) => setAllAutoShare(rows, on))}
          aria-label={t('perm.all')}
          data-testid="perm-all"
        />
        <Typography.Text>{t('perm.all')}</Typography.Text>
      </Flex>
      <Table<PermissionDetail>
        rowKey="docType"
        columns={columns}
        dataSource={edited}
        loading={config.isPending}
        pagination={false}
        size="small"
        scroll={{ y: 'calc(100vh - 420px)' }}
        onRow={(row) => ({ 'data-testid': 'perm-row', 'data-doc-type': row.docType }) as React.HTMLAttributes<HTMLElement>}
      />
      {editable && (
        <div style={{ position: 'sticky', bottom: 0, background: 'var(--ant-color-bg-elevated, #fff)', borderTop: '1px solid rgba(5,5,5,0.06)', paddingTop: 12, marginTop: 12 }} data-testid="perm-footer">
          <Alert type="info" showIcon message={t('perm.footer')} style={{ marginBottom: 12 }} />
          <Flex justify="end" gap={8} wrap>
            <Button disabled={!dirty || saving} onClick={() => setEdited(loaded)} data-testid="perm-undo">
              {t('perm.undo')}
            </Button>
            <Button type="primary" disabled={!dirty} loading={saving} onClick={() => void save()} data-testid="perm-save">
              {t('perm.save')}
            </Button>
          </Flex>
        </div>
      )}
      <Modal
        open={question !== null}
        title={t('apply.title')}
        closable={false}
        maskClosable={false}
        data-testid="apply-outstanding-modal"
        footer={
          <Flex justify="end" gap={8}>
            <Button onClick={() => void answer('No')} loading={answering === 'No'} disabled={answering === 'Yes'} data-testid="apply-no">
              {t('apply.no')}
            </Button>
            <Button type="primary" onClick={() => void answer('Yes')} loading={answering === 'Yes'} disabled={answering === 'No'} data-testid="apply-yes">
              {t('apply.yes')}
            </Button>
          </Flex>
        }
      >
        <Typography.Paragraph>{t('apply.text')}</Typography.Paragraph>
      </Modal>
    </>
  );
}

import { DATE_FORMAT, errorMessage, normaliseProperties, propertyProblems, todayIso, type VaultDetail, type VaultDocument } from '@vault/contract';
import { Button, Card, DatePicker, Flex, Input, Progress, Select, Typography, Upload, type TableColumnsType, type UploadFile } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { Table } from '../../../components/Table';
import { filesProblem } from '../../../lib/files/fileProblems';
import { formatDate } from '../../../lib/format/date';
import { useLanguage } from '../../../lib/i18n/useLanguage';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { uploadVaultDocument, useCorporateDocTypes, usePropertyTemplate, useRefreshVaults } from '../api/vaultSetup';

/** Local vault: the corporate's documents, uploaded into its own vault with the vault's file rules (lib/files). */
export function DocumentsStep({ vault, readOnly }: { vault: VaultDetail; readOnly: boolean }) {
  const { t } = useTranslation('vaultSetup');
  const columns: TableColumnsType<VaultDocument> = [
    { key: 'type', title: t('docs.type'), render: (_, d) => d.docTypeName },
    { key: 'version', title: t('docs.version'), render: (_, d) => d.version },
    { key: 'files', title: t('docs.files'), render: (_, d) => d.fileCount },
    { key: 'added', title: t('docs.added'), render: (_, d) => <time dateTime={d.createdDate}>{formatDate(d.createdDate)}</time> },
  ];
  return (
    <Flex vertical gap={16}>
      <Table<VaultDocument>
        rowKey="docId"
        columns={columns}
        dataSource={vault.documents}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('docs.empty')}</Typography.Text> }}
        onRow={(d) => ({ 'data-testid': 'vault-doc-row', 'data-doc-type': d.docType }) as React.HTMLAttributes<HTMLElement>}
      />
      {!readOnly && <UploadCard corporateProfileId={vault.corporateProfileId} />}
    </Flex>
  );
}

function UploadCard({ corporateProfileId }: { corporateProfileId: string }) {
  const { t } = useTranslation('vaultSetup');
  const language = useLanguage();
  const types = useCorporateDocTypes();
  const refresh = useRefreshVaults();
  const [docType, setDocType] = useState<string | undefined>();
  const template = usePropertyTemplate(docType);
  const [properties, setProperties] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [tried, setTried] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const type = types.data?.find((d) => d.code === docType);
  const raw = files.map((f) => f.originFileObj).filter((f): f is NonNullable<typeof f> => Boolean(f));
  const fileProblem = raw.length ? filesProblem(raw, type?.imageOnly) : null;
  const rules = template.data ?? [];
  const propProblems = Object.fromEntries(propertyProblems(rules, properties, todayIso()).map((p) => [p.name, p.error]));
  const ready = Boolean(docType) && raw.length > 0 && !fileProblem && Object.keys(propProblems).length === 0 && template.data !== undefined;

  const send = async () => {
    setTried(true);
    if (!ready) return;
    const body = new FormData();
    body.append('docType', docType!);
    body.append('docProperties', JSON.stringify(normaliseProperties(rules, properties)));
    for (const file of raw) body.append('files', file, file.name);
    setProgress(0);
    try {
      await uploadVaultDocument(corporateProfileId, body, setProgress);
      await refresh();
      toastSuccess(t('docs.uploaded'));
      setFiles([]);
      setProperties({});
      setDocType(undefined);
      setTried(false);
    } catch (error) {
      reportUnhandledError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Card size="small" title={<Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{t('docs.uploadTitle')}</Typography.Title>}>
      <Form layout="vertical" style={{ maxWidth: 640 }} onFinish={() => void send()}>
        <Form.Item label={t('docs.type')} htmlFor="vault-doc-type" required validateStatus={tried && !docType ? 'error' : undefined} help={tried && !docType ? t('docs.typeRequired') : undefined}>
          <Select<string>
            id="vault-doc-type"
            value={docType}
            onChange={(v) => {
              setDocType(v);
              setProperties({});
            }}
            loading={types.isPending}
            options={types.data?.map((d) => ({ value: d.code, label: d.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            {...testId('vault-doc-type')}
          />
        </Form.Item>
        {rules.map((property) => {
          const problem = tried ? propProblems[property.name] : undefined;
          const id = `vault-doc-${property.name}`;
          const value = properties[property.name] ?? '';
          return (
            <Form.Item key={property.name} label={property.displayName} htmlFor={id} tooltip={property.tips || undefined} required={property.validations.includes('not-blank')} validateStatus={problem ? 'error' : undefined} help={problem ? errorMessage(problem, language) : undefined}>
              {property.type === 'date' ? (
                <DatePicker id={id} format={DATE_FORMAT} value={value ? dayjs(value, DATE_FORMAT, true) : null} onChange={(d) => setProperties((p) => ({ ...p, [property.name]: d ? d.format(DATE_FORMAT) : '' }))} style={{ width: '100%' }} {...testId(id)} />
              ) : (
                <Input id={id} value={value} maxLength={128} onChange={(e) => setProperties((p) => ({ ...p, [property.name]: e.target.value }))} {...testId(id)} />
              )}
            </Form.Item>
          );
        })}
        <Form.Item
          label={t('docs.files')}
          required
          extra={t('docs.filesHelp')}
          validateStatus={fileProblem || (tried && !raw.length) ? 'error' : undefined}
          help={fileProblem ? errorMessage(fileProblem.error, language) + (fileProblem.name ? ` (${fileProblem.name})` : '') : tried && !raw.length ? t('docs.filesRequired') : undefined}
        >
          <Upload multiple fileList={files} beforeUpload={() => false} onChange={({ fileList }) => setFiles(fileList)} accept=".pdf,.doc,.docx,.xls,.xlsx,.xlsm,.jpg,.jpeg,.png">
            <Button {...testId('vault-doc-choose')}>{t('docs.choose')}</Button>
          </Upload>
        </Form.Item>
        {progress !== null && <Progress percent={Math.round(progress)} size="small" />}
        <Button type="primary" htmlType="submit" loading={progress !== null} {...testId('vault-doc-upload')}>
          {t('docs.upload')}
        </Button>
      </Form>
    </Card>
  );
}

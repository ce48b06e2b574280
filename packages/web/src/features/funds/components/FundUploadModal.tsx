import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ACCEPT_ATTRIBUTE, DATE_FORMAT, IMAGE_ACCEPT_ATTRIBUTE, LIMITS, errorMessage, formatFileSize, todayIso, type DocCategory, type PropertyRule, type PropertyTemplate } from '@vault/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, DatePicker, Flex, Input, Modal, Progress, Radio, Select, Spin, Typography } from 'antd';
import { Form } from '../../../components/form/Form';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useReducer, useRef, useState, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { testId } from '../../../lib/ui/testId';
import { FUND_KEYS } from '../api/fundRequest';
import { checkFundUrl, sendFundRow, useFundDocTypes, useParentFunds, usePropertyTemplates } from '../api/fundUpload';
import {
  canAddRow,
  canRemoveRow,
  canSubmit,
  fundRowProblems,
  fundUploadReducer,
  initialFundUploadState,
  typesTakenElsewhere,
  uploadFundRows,
  type FundRow,
  type FundRowProblems,
  type FundUploadAction,
  type UploadedFundDoc,
} from '../api/fundUploadRows';

dayjs.extend(customParseFormat);

export interface FundUploadModalProps {
  open: boolean;
  fundMajorProfileId: string;
  fundName: string;
  onClose: () => void;
  /** Called with the current fund's stored documents after the last row is stored; onClose follows. */
  onUploaded: (docs: UploadedFundDoc[]) => void;
}

interface RowProps {
  row: FundRow;
  index: number;
  categories: DocCategory[];
  taken: Set<string>;
  template: readonly PropertyTemplate[] | undefined;
  problems: FundRowProblems;
  showErrors: boolean;
  editable: boolean;
  removable: boolean;
  dispatch: Dispatch<FundUploadAction>;
}

function RowFiles({ row, index, editable, dispatch }: Pick<RowProps, 'row' | 'index' | 'editable' | 'dispatch'>) {
  const { t } = useTranslation('fundModals');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Flex vertical gap={6}>
      <Flex align="center" gap={12} wrap>
        <input
          ref={input}
          type="file"
          multiple
          style={{ display: 'none' }}
          accept={row.imageOnly ? IMAGE_ACCEPT_ATTRIBUTE : ACCEPT_ATTRIBUTE}
          data-testid={`fund-upload-row-${index}-input`}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again after removing it fires a change.
            event.target.value = '';
            if (files.length) dispatch({ type: 'addFiles', key: row.key, files });
          }}
        />
        <Button icon={<UploadOutlined />} disabled={!editable || !row.docType} onClick={() => input.current?.click()} data-testid={`fund-upload-row-${index}-choose`}>
          {t('upload.chooseFiles')}
        </Button>
        <Typography.Text type="secondary">{row.imageOnly ? t('upload.imageHint') : t('upload.filesHint')}</Typography.Text>
      </Flex>
      {row.files.map((file, fileIndex) => (
        <Flex key={`${file.name}-${fileIndex}`} align="center" gap={8} data-testid={`fund-upload-row-${index}-file`} data-name={file.name}>
          <PaperClipOutlined aria-hidden />
          <Typography.Text ellipsis style={{ maxWidth: 300 }}>
            {file.name}
          </Typography.Text>
          <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
          {editable && (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined />}
              aria-label={t('upload.removeFile', { name: file.name })}
              onClick={() => dispatch({ type: 'removeFile', key: row.key, index: fileIndex })}
              data-testid={`fund-upload-row-${index}-file-remove`}
            />
          )}
        </Flex>
      ))}
    </Flex>
  );
}

function RowUrl({ row, index, editable, dispatch, invalid }: Pick<RowProps, 'row' | 'index' | 'editable' | 'dispatch'> & { invalid: boolean }) {
  const { t } = useTranslation('fundModals');
  const check = async () => {
    const url = row.url.trim();
    if (!url || row.urlCheck.state === 'valid' || row.urlCheck.state === 'loading') return;
    dispatch({ type: 'urlCheckStarted', key: row.key, url });
    try {
      const result = await checkFundUrl(url);
      dispatch({ type: 'urlChecked', key: row.key, url, valid: result.valid, message: result.errorMsg ?? t('upload.urlRefused') });
    } catch {
      dispatch({ type: 'urlChecked', key: row.key, url, valid: false, message: t('upload.urlRefused') });
    }
  };
  return (
    <Input
      value={row.url}
      placeholder={t('upload.urlPlaceholder')}
      aria-label={t('upload.urlLabel')}
      disabled={!editable}
      status={invalid ? 'error' : undefined}
      maxLength={2048}
      onChange={(e) => dispatch({ type: 'setUrl', key: row.key, url: e.target.value })}
      onBlur={() => void check()}
      onPressEnter={() => void check()}
      suffix={row.urlCheck.state === 'loading' ? <Spin size="small" /> : <span />}
      data-testid={`fund-upload-row-${index}-url`}
    />
  );
}

function sourceHelp(problems: FundRowProblems, row: FundRow, texts: { checking: string; unchecked: string }, language: ReturnType<typeof resolveLanguage>): string | undefined {
  if (problems.files) return errorMessage(problems.files, language);
  if (problems.source === 'urlInvalid' && row.urlCheck.state === 'error') return row.urlCheck.message;
  if (problems.source === 'urlUnchecked') return row.urlCheck.state === 'loading' ? texts.checking : texts.unchecked;
  if (problems.source === 'DOC_SOURCE_REQUIRED') return errorMessage('DOC_SOURCE_REQUIRED', language);
  return undefined;
}

function PropertyInputs({ row, index, template, problems, showErrors, editable, dispatch }: Pick<RowProps, 'row' | 'index' | 'template' | 'problems' | 'showErrors' | 'editable' | 'dispatch'>) {
  const { t, i18n } = useTranslation('fundModals');
  const language = resolveLanguage(i18n.language);
  if (!row.docType) return null;
  if (!template) return <Spin size="small" />;
  return template.map((property) => {
    const problem = showErrors ? problems.properties[property.name] : undefined;
    const value = row.properties[property.name] ?? '';
    const id = `fund-upload-row-${index}-${property.name}`;
    return (
      <Form.Item
        key={property.name}
        label={property.displayName}
        htmlFor={id}
        tooltip={property.tips || undefined}
        required={property.validations.includes('not-blank')}
        validateStatus={problem ? 'error' : undefined}
        help={problem ? errorMessage(problem, language) : undefined}
        style={{ marginBottom: 8 }}
      >
        {property.type === 'date' ? (
          <DatePicker
            id={id}
            format={DATE_FORMAT}
            placeholder={t('upload.datePlaceholder')}
            value={value ? dayjs(value, DATE_FORMAT, true) : null}
            onChange={(date) => dispatch({ type: 'setProperty', key: row.key, name: property.name, value: date ? date.format(DATE_FORMAT) : '' })}
            disabled={!editable}
            style={{ width: '100%' }}
            data-testid={id}
          />
        ) : (
          <Input id={id} value={value} onChange={(e) => dispatch({ type: 'setProperty', key: row.key, name: property.name, value: e.target.value })} disabled={!editable} maxLength={128} data-testid={id} />
        )}
      </Form.Item>
    );
  });
}

function UploadRowCard(props: RowProps) {
  const { row, index, categories, taken, problems, showErrors, editable, removable, dispatch } = props;
  const { t, i18n } = useTranslation('fundModals');
  const language = resolveLanguage(i18n.language);
  const typeId = `fund-upload-row-${index}-type-select`;
  const sourceText = sourceHelp(problems, row, { checking: t('upload.urlChecking'), unchecked: t('upload.urlUnchecked') }, language);
  // A file problem shows at once; a missing choice only after a first try.
  const showSource = Boolean(problems.files) || (row.source === 'url' && problems.source === 'urlInvalid') || (showErrors && sourceText);
  const statusText = row.status === 'uploaded' ? t('upload.status.uploaded') : row.status === 'failed' ? t('upload.status.failed') : row.status === 'waiting' ? t('upload.status.waiting') : null;
  return (
    <Card
      size="small"
      title={t('upload.rowTitle', { n: index + 1 })}
      data-testid={`fund-upload-row-${index}`}
      data-status={row.status}
      extra={
        <Flex align="center" gap={8}>
          {statusText && (
            <Typography.Text type={row.status === 'failed' ? 'danger' : 'secondary'} data-testid={`fund-upload-row-${index}-status`}>
              {statusText}
            </Typography.Text>
          )}
          {removable && (
            <Button type="text" size="small" icon={<DeleteOutlined />} aria-label={t('upload.removeRow', { n: index + 1 })} onClick={() => dispatch({ type: 'removeRow', key: row.key })} data-testid={`fund-upload-row-${index}-remove`} />
          )}
        </Flex>
      }
    >
      <Form layout="vertical" component="div">
        <Form.Item label={t('upload.type')} htmlFor={typeId} required validateStatus={showErrors && problems.docType ? 'error' : undefined} help={showErrors && problems.docType ? errorMessage(problems.docType, language) : undefined} style={{ marginBottom: 8 }}>
          <Select
            id={typeId}
            value={row.docType ?? undefined}
            placeholder={t('upload.typePlaceholder')}
            disabled={!editable}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(code: string) => {
              const type = categories.flatMap((c) => c.docTypes).find((d) => d.code === code);
              dispatch({ type: 'setType', key: row.key, docType: code, imageOnly: type?.imageOnly ?? false });
            }}
            options={categories.map((c) => ({ label: c.name, title: c.name, options: c.docTypes.map((d) => ({ value: d.code, label: d.name, disabled: taken.has(d.code) })) }))}
            data-testid={`fund-upload-row-${index}-type`}
          />
        </Form.Item>
        <Form.Item label={t('upload.source')} required validateStatus={showSource ? 'error' : undefined} help={showSource ? sourceText : undefined} style={{ marginBottom: 8 }}>
          <Flex vertical gap={8}>
            <Radio.Group
              value={row.source}
              disabled={!editable}
              onChange={(e) => dispatch({ type: 'setSource', key: row.key, source: e.target.value as FundRow['source'] })}
              aria-label={t('upload.source')}
              data-testid={`fund-upload-row-${index}-source`}
              options={[
                { value: 'file', label: t('upload.sourceFiles') },
                { value: 'url', label: t('upload.sourceUrl'), disabled: row.imageOnly },
              ]}
            />
            {row.source === 'file' ? (
              <RowFiles row={row} index={index} editable={editable} dispatch={dispatch} />
            ) : (
              <RowUrl row={row} index={index} editable={editable} dispatch={dispatch} invalid={Boolean(showSource)} />
            )}
          </Flex>
        </Form.Item>
        <PropertyInputs {...props} />
        {(row.status === 'uploading' || row.status === 'uploaded') && <Progress percent={row.progress} size="small" status={row.status === 'uploaded' ? 'success' : 'active'} data-testid={`fund-upload-row-${index}-progress`} />}
      </Form>
    </Card>
  );
}

function UploadForm({ fundMajorProfileId, fundName, onClose, onUploaded, onBusy }: Omit<FundUploadModalProps, 'open'> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('fundModals');
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(fundUploadReducer, undefined, initialFundUploadState);
  const [showErrors, setShowErrors] = useState(false);
  const [alsoFunds, setAlsoFunds] = useState<string[]>([]);
  const types = useFundDocTypes(true);
  const parents = useParentFunds(true);
  const rulesOf = usePropertyTemplates(state.rows.map((r) => r.docType).filter((d): d is string => d !== null));
  const today = todayIso();
  const editable = state.phase === 'editing';
  const ready = canSubmit(state, rulesOf, today);
  const otherFunds = (parents.data ?? []).filter((f) => f.fundProfileId !== fundMajorProfileId);

  const submit = async () => {
    setShowErrors(true);
    if (!ready) return;
    onBusy(true);
    const rules = (docType: string | null): readonly PropertyRule[] => rulesOf(docType) ?? [];
    const docs = await uploadFundRows(state.rows, fundMajorProfileId, (row, { lastUpload, onProgress }) => sendFundRow(row, rules(row.docType), { fundMajorProfileId, alsoFunds, lastUpload }, onProgress), dispatch);
    onBusy(false);
    // Every list and document view of the funds reloads, whatever part of the sequence was stored.
    void queryClient.invalidateQueries({ queryKey: FUND_KEYS.root });
    if (!docs) return;
    dispatch({ type: 'reset' });
    setShowErrors(false);
    setAlsoFunds([]);
    onUploaded(docs);
    onClose();
  };

  if (types.isError) return <Alert type="error" showIcon title={t('upload.typesFailed')} />;
  if (!types.data) return <Spin />;
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t('upload.intro', { fund: fundName })}</Typography.Text>
      {state.rows.map((row, index) => (
        <UploadRowCard
          key={row.key}
          row={row}
          index={index}
          categories={types.data}
          taken={typesTakenElsewhere(state, row.key)}
          template={rulesOf(row.docType)}
          problems={fundRowProblems(row, rulesOf(row.docType) ?? [], today)}
          showErrors={showErrors}
          editable={editable && row.status !== 'uploaded'}
          removable={canRemoveRow(state, row.key)}
          dispatch={dispatch}
        />
      ))}
      <Flex align="center" gap={8} wrap>
        <Button icon={<PlusOutlined />} disabled={!canAddRow(state)} onClick={() => dispatch({ type: 'addRow' })} data-testid="fund-upload-add-row">
          {t('upload.addRow')}
        </Button>
        <Typography.Text type="secondary">{t('upload.maxRows', { max: LIMITS.uploadMaxRows })}</Typography.Text>
      </Flex>
      {otherFunds.length > 0 && (
        <Form layout="vertical" component="div">
          <Form.Item label={t('upload.alsoFunds')} htmlFor="fund-upload-also-funds" extra={t('upload.alsoFundsHint', { fund: fundName })} style={{ marginBottom: 0 }}>
            <Select
              id="fund-upload-also-funds"
              mode="multiple"
              allowClear
              value={alsoFunds}
              disabled={!editable}
              placeholder={t('upload.alsoFundsPlaceholder')}
              onChange={(ids: string[]) => setAlsoFunds(ids.slice(0, LIMITS.bulkUploadFundsMax - 1))}
              showSearch={{ optionFilterProp: 'label' }}
              options={otherFunds.map((f) => ({ value: f.fundProfileId, label: f.name }))}
              data-testid="fund-upload-also-funds"
            />
          </Form.Item>
        </Form>
      )}
      <Flex justify="flex-end" gap={8}>
        <Button onClick={onClose} disabled={!editable} data-testid="fund-upload-cancel">
          {t('common.cancel')}
        </Button>
        <Button type="primary" loading={!editable} disabled={!ready} onClick={() => void submit()} data-testid="fund-upload-submit">
          {t('upload.submit')}
        </Button>
      </Flex>
    </Flex>
  );
}

/**
 * Add Documents to a parent fund (spec paid §2 Modals, width 640; §4 Fund upload; §5; §9). Rows upload one after
 * another; after the last, `onUploaded` gets the current fund's new documents (the parent highlights them and opens
 * the distribution modal) and the modal closes. It cannot be closed while rows are being sent.
 */
export function FundUploadModal({ open, fundMajorProfileId, fundName, onClose, onUploaded }: FundUploadModalProps) {
  const { t } = useTranslation('fundModals');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('upload.title')}
      onCancel={() => !busy && onClose()}
      closable={!busy}
      keyboard={!busy}
      footer={null}
      width={640}
      destroyOnHidden
      mask={{ closable: false }}
      modalRender={(node) => <div {...testId('fund-upload-modal')}>{node}</div>}
    >
      {open && <UploadForm fundMajorProfileId={fundMajorProfileId} fundName={fundName} onClose={onClose} onUploaded={onUploaded} onBusy={setBusy} />}
    </Modal>
  );
}

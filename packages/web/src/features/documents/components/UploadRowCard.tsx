import { errorMessage, type DocCategory, type PropertyTemplate } from '@vault/contract';
import { Alert, Badge, Button, Card, Flex, Radio, Select, Typography } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n/languages';
import type { RowProblems } from '../api/rowValidation';
import { targetDocId, type UploadAction, type UploadRow } from '../api/uploadRows';
import { useDocumentsOfType } from '../api/documents';
import { formatDate } from '../../../lib/format/date';
import { isRecognitionType } from '../recognition/reviewFields';
import { ReadingStatus } from '../recognition/ReadingStatus';
import { PropertyFields } from './PropertyFields';
import { RowFiles } from './RowFiles';
import { RowUrl } from './RowUrl';

export interface RepOption {
  value: string;
  label: string;
  /** 0 individual (a representative), 1 corporate, 2 fund: which types the owner may hold. */
  typeCode: number;
}

interface Props {
  row: UploadRow;
  index: number;
  categories: readonly DocCategory[];
  takenTypes: Set<string>;
  template: readonly PropertyTemplate[];
  problems: RowProblems;
  showErrors: boolean;
  editable: boolean;
  /** Corporate users choose whose document each row is. */
  reps: readonly RepOption[] | null;
  /** A new version keeps its document's type. */
  typeFixed: boolean;
  canClear: boolean;
  canRemove: boolean;
  dispatch: (action: UploadAction) => void;
}

function RowActions({ row, index, canClear, canRemove, dispatch }: Pick<Props, 'row' | 'index' | 'canClear' | 'canRemove' | 'dispatch'>) {
  const { t } = useTranslation('documents');
  // The first row has Clear (usable only when alone); extra rows have Remove (only the last one).
  return index === 0 ? (
    <Button size="small" disabled={!canClear} onClick={() => dispatch({ type: 'clearRow', key: row.key })} data-testid="upload-row-clear">
      {t('upload.clear')}
    </Button>
  ) : (
    <Button size="small" danger disabled={!canRemove} onClick={() => dispatch({ type: 'removeRow', key: row.key })} data-testid="upload-row-remove">
      {t('upload.remove')}
    </Button>
  );
}

/**
 * The owner already holds documents of the row's type: the file becomes a new version of one of them
 * (the newest unless another is chosen), each told apart by file name, upload date and version; a new
 * document only when the user picks it.
 */
function RowTarget({ row, editable, dispatch }: Pick<Props, 'row' | 'editable' | 'dispatch'>) {
  const { t } = useTranslation('documents');
  const existing = useDocumentsOfType(row.rep, row.docType, true).data ?? [];
  if (!existing.length) return null;
  const chosen = targetDocId(row.target, existing) ?? 'new';
  return (
    <Form.Item label={t('upload.target.label')}>
      <Radio.Group
        value={chosen}
        onChange={(e) => dispatch({ type: 'setTarget', key: row.key, target: e.target.value === 'new' ? 'new' : { docId: e.target.value as string } })}
        disabled={!editable}
        data-testid="upload-row-target"
      >
        <Flex vertical gap={4}>
          {existing.map((doc) => (
            <Radio key={doc.docId} value={doc.docId}>
              <span data-testid="upload-row-target-version" data-doc-id={doc.docId} style={{ overflowWrap: 'anywhere' }}>
                {t('upload.target.version', { file: doc.fileName ?? doc.docTypeName, date: formatDate(doc.uploadedAt), version: doc.version })}
              </span>
            </Radio>
          ))}
          <Radio value="new">
            <span data-testid="upload-row-target-new">{t('upload.target.new')}</span>
          </Radio>
        </Flex>
      </Radio.Group>
    </Form.Item>
  );
}

/** One upload row (spec §4): rep, type, file or link, properties, and its upload state. */
export function UploadRowCard(props: Props) {
  const { row, index, categories, takenTypes, template, problems, showErrors, editable, reps, dispatch } = props;
  const { t, i18n } = useTranslation('documents');
  const language = resolveLanguage(i18n.language);
  const fieldError = (key: Parameters<typeof errorMessage>[0] | undefined) => (showErrors && key ? errorMessage(key, language) : undefined);
  const typeOptions = categories.map((category) => ({
    label: category.name,
    title: category.name,
    options: category.docTypes.map((type) => ({ label: type.name, value: type.code, disabled: takenTypes.has(type.code) })),
  }));
  const findType = (code: string) => categories.flatMap((c) => c.docTypes).find((type) => type.code === code);
  const sourceError =
    problems.source === 'urlUnchecked' ? t('upload.urlUnchecked') : problems.source === 'urlInvalid' ? undefined : fieldError(problems.source);
  return (
    <Card
      size="small"
      title={t('upload.rowTitle', { number: index + 1 })}
      extra={
        <Flex gap={8} align="center">
          {row.status === 'uploaded' && <Badge status="success" text={t('upload.uploaded')} />}
          <RowActions {...props} />
        </Flex>
      }
      data-testid="upload-row"
      data-status={row.status}
      data-doc-type={row.docType ?? ''}
    >
      <Form layout="vertical" component="div">
        {reps && (
          <Form.Item label={t('upload.rep')} required validateStatus={fieldError(problems.rep) ? 'error' : undefined} help={fieldError(problems.rep)}>
            <Select
              value={row.rep ?? undefined}
              placeholder={t('upload.repPlaceholder')}
              aria-label={t('upload.rep')}
              options={reps.map((rep) => ({ value: rep.value, label: rep.label }))}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(rep: string) => dispatch({ type: 'setRep', key: row.key, rep })}
              disabled={!editable}
              data-testid="upload-row-rep"
            />
          </Form.Item>
        )}
        <Form.Item label={t('upload.docType')} required validateStatus={fieldError(problems.docType) ? 'error' : undefined} help={fieldError(problems.docType)}>
          <Select
            value={row.docType ?? undefined}
            placeholder={t('upload.docTypePlaceholder')}
            aria-label={t('upload.docType')}
            options={typeOptions}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={(code: string) => dispatch({ type: 'setType', key: row.key, docType: code, imageOnly: findType(code)?.imageOnly ?? false })}
            disabled={!editable || props.typeFixed}
            data-testid="upload-row-type"
          />
        </Form.Item>
        {/* Only before the row is sent: afterwards the list would name the row's own document. */}
        {!props.typeFixed && row.docType && row.status === 'editing' && <RowTarget row={row} editable={editable} dispatch={dispatch} />}
        <Form.Item required validateStatus={sourceError || (showErrors && problems.files) ? 'error' : undefined} help={sourceError}>
          <Flex vertical gap={8}>
            <Radio.Group
              value={row.source}
              onChange={(e) => dispatch({ type: 'setSource', key: row.key, source: e.target.value as 'file' | 'url' })}
              disabled={!editable}
              data-testid="upload-row-source"
            >
              <Radio value="file" data-testid="upload-row-source-file">
                {t('upload.sourceFile')}
              </Radio>
              <Radio value="url" disabled={row.imageOnly} title={row.imageOnly ? t('upload.urlOnlyForOthers') : undefined} data-testid="upload-row-source-url">
                {t('upload.sourceUrl')}
              </Radio>
            </Radio.Group>
            {row.source === 'file' ? (
              <RowFiles
                row={row}
                editable={editable}
                onAdd={(files) => dispatch({ type: 'addFiles', key: row.key, files })}
                onRemove={(uid) => dispatch({ type: 'removeFile', key: row.key, uid })}
              />
            ) : (
              <RowUrl row={row} editable={editable} dispatch={dispatch} />
            )}
            {isRecognitionType(row.docType) && row.status === 'editing' && row.reading.state === 'idle' && (
              <Typography.Text type="secondary">{t('reading.hint')}</Typography.Text>
            )}
            <ReadingStatus reading={row.reading} />
            {row.fileError && (
              <Typography.Text type="danger" data-testid="upload-row-file-error">
                {row.fileError.name ? `${row.fileError.name}: ` : ''}
                {errorMessage(row.fileError.error, language)}
              </Typography.Text>
            )}
          </Flex>
        </Form.Item>
        {/* A passport's or licence's dates come from its review; the row shows them once it is stored. */}
        {(!isRecognitionType(row.docType) || row.status === 'uploaded') && (
        <PropertyFields
          rowKey={row.key}
          template={template}
          values={row.properties}
          problems={problems.properties}
          showErrors={showErrors}
          disabled={!editable}
          onChange={(name, value) => dispatch({ type: 'setProperty', key: row.key, name, value })}
        />
        )}
        {row.uploadError && <Alert type="error" showIcon title={row.uploadError} data-testid="upload-row-error" />}
      </Form>
    </Card>
  );
}

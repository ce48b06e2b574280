import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { formatFileSize } from '@vault/contract';
import { Button, Flex, Progress, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { acceptAttribute } from '../api/fileRules';
import type { UploadRow } from '../api/uploadRows';

interface Props {
  row: UploadRow;
  editable: boolean;
  onAdd: (files: File[]) => void;
  onRemove: (uid: string) => void;
}

/** The row's files: a picker limited to the accepted types, and each file with its size and progress. */
export function RowFiles({ row, editable, onAdd, onRemove }: Props) {
  const { t } = useTranslation('documents');
  const input = useRef<HTMLInputElement>(null);
  const showProgress = row.status !== 'editing';
  return (
    <Flex vertical gap={8}>
      <Flex align="center" gap={12} wrap>
        <input
          ref={input}
          type="file"
          multiple
          style={{ display: 'none' }}
          accept={acceptAttribute(row.imageOnly)}
          data-testid="upload-row-files-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again after removing it fires a change.
            event.target.value = '';
            if (files.length) onAdd(files);
          }}
        />
        <Button icon={<UploadOutlined aria-hidden />} disabled={!editable || !row.docType} onClick={() => input.current?.click()} data-testid="upload-row-choose-files">
          {t('upload.chooseFiles')}
        </Button>
        <Typography.Text type="secondary">{row.imageOnly ? t('upload.imageOnlyHint') : t('upload.acceptedHint')}</Typography.Text>
      </Flex>
      {row.files.map((entry) => (
        <Flex key={entry.uid} align="center" gap={8} data-testid="upload-row-file" data-name={entry.file.name} data-progress={String(entry.progress)}>
          <PaperClipOutlined aria-hidden />
          <Typography.Text ellipsis style={{ maxWidth: 320 }}>
            {entry.file.name}
          </Typography.Text>
          <Typography.Text type="secondary" data-testid="upload-row-file-size">
            {formatFileSize(entry.file.size)}
          </Typography.Text>
          {showProgress && <Progress percent={entry.progress} size="small" style={{ width: 160, margin: 0 }} data-testid="upload-row-file-progress" />}
          {editable && (
            <Button
              type="text"
              size="small"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('upload.removeFile', { name: entry.file.name })}
              onClick={() => onRemove(entry.uid)}
              data-testid="upload-row-file-remove"
            />
          )}
        </Flex>
      ))}
    </Flex>
  );
}

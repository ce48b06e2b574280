import { CheckCircleFilled, CloseCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api/ApiError';
import { checkDocumentUrl } from '../api/sendRow';
import type { UploadAction, UploadRow } from '../api/uploadRows';

interface Props {
  row: UploadRow;
  editable: boolean;
  dispatch: (action: UploadAction) => void;
}

/** A link instead of files; the server checks it (loading, then valid or the error's text). */
export function RowUrl({ row, editable, dispatch }: Props) {
  const { t } = useTranslation('documents');
  const check = () => {
    const url = row.url;
    dispatch({ type: 'urlCheckStarted', key: row.key, url });
    checkDocumentUrl(url)
      .then((answer) => dispatch({ type: 'urlChecked', key: row.key, url, valid: answer.valid, message: answer.errorMsg ?? '' }))
      .catch((error: unknown) => {
        // The failure was already shown by the client; the row remembers that the link did not pass.
        const message = isApiError(error) && error.errorMsg ? error.errorMsg : '';
        dispatch({ type: 'urlChecked', key: row.key, url, valid: false, message });
      });
  };
  const state = row.urlCheck.state;
  return (
    <Flex vertical gap={4}>
      <Flex gap={8}>
        <Input
          value={row.url}
          placeholder={t('upload.urlPlaceholder')}
          aria-label={t('upload.url')}
          disabled={!editable}
          onChange={(e) => dispatch({ type: 'setUrl', key: row.key, url: e.target.value })}
          data-testid="upload-row-url"
        />
        <Button onClick={check} disabled={!editable || !row.url.trim() || state === 'loading'} data-testid="upload-row-url-check">
          {t('upload.checkUrl')}
        </Button>
      </Flex>
      <div data-testid="upload-row-url-status" data-state={state} aria-live="polite">
        {state === 'loading' && (
          <Typography.Text type="secondary">
            <LoadingOutlined aria-hidden /> {t('upload.urlChecking')}
          </Typography.Text>
        )}
        {state === 'valid' && (
          <Typography.Text type="success">
            <CheckCircleFilled aria-hidden /> {t('upload.urlValid')}
          </Typography.Text>
        )}
        {row.urlCheck.state === 'error' && (
          <Typography.Text type="danger">
            <CloseCircleFilled aria-hidden /> {row.urlCheck.message}
          </Typography.Text>
        )}
      </div>
    </Flex>
  );
}

import { Flex, Progress, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowReading } from './rowReading';

/** The stage of a row's reading (spec §4): sending the picture with its progress, reading it, reviewing it. */
export function ReadingStatus({ reading }: { reading: RowReading }) {
  const { t } = useTranslation('documents');
  if (reading.state === 'idle') return null;
  return (
    <Flex align="center" gap={12} data-testid="upload-row-reading" data-state={reading.state} role="status" aria-live="polite">
      <Spin size="small" />
      <Typography.Text>{t(`reading.${reading.state}`)}</Typography.Text>
      {reading.state === 'sending' && <Progress percent={reading.percent} size="small" style={{ width: 160, margin: 0 }} />}
    </Flex>
  );
}

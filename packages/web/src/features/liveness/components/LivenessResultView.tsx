import type { LivenessResult } from '@vault/contract';
import { Descriptions, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gradeColor } from '../api/liveness';

/** A check's grade, what it means, and its scores. */
export function LivenessResultView({ result }: { result: LivenessResult }) {
  const { t, i18n } = useTranslation('liveness');
  return (
    <div data-testid="liveness-result">
      <Typography.Paragraph style={{ marginBottom: 8 }}>
        <Tag color={gradeColor(result.grade)} data-testid="liveness-grade">
          {t(`grade.${result.grade}`)}
        </Tag>
        {t(`gradeHelp.${result.grade}`)}
      </Typography.Paragraph>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('result.score')}>
          {/* One inline run: the item's content is a flex box, which drops a space between two items. */}
          <span>
            <span data-testid="liveness-score">{result.score}</span> / 100
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('result.realScore')}>{result.realScore} / 100</Descriptions.Item>
        <Descriptions.Item label={t('result.liveScore')}>{result.liveScore} / 100</Descriptions.Item>
        <Descriptions.Item label={t('result.document')}>{t(`docType.${result.docType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('result.checkedAt')}>{new Date(result.checkedAt).toLocaleString(i18n.language === 'en' ? 'en-GB' : i18n.language === 'zh' ? 'zh-CN' : 'zh-TW')}</Descriptions.Item>
      </Descriptions>
    </div>
  );
}

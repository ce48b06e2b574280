import { CheckCircleFilled, ExclamationCircleOutlined } from '@ant-design/icons';
import type { Score } from '@vault/contract';
import { Flex, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isKnownScoreItem, scorePercent } from '../api/scoreDisplay';

/** One group of score items (completed or still to do), each with its weight. */
export function ScoreItems({ items, done, testId }: { items: Score['items']; done: boolean; testId: string }) {
  const { t } = useTranslation('profiles');
  const { token } = theme.useToken();
  const title = done ? t('score.completed') : t('score.incomplete');
  const Icon = done ? CheckCircleFilled : ExclamationCircleOutlined;
  return (
    <section aria-label={title} data-testid={testId}>
      <Typography.Title level={3} style={{ fontSize: 16 }}>
        {title}
      </Typography.Title>
      {items.length === 0 ? (
        <Typography.Text type="secondary">{done ? t('score.noneCompleted') : t('score.noneIncomplete')}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.item} data-testid={`score-item-${item.item}`} data-valid={item.valid} style={{ padding: '6px 0' }}>
              <Flex gap={8} align="baseline">
                <Icon aria-hidden style={{ color: done ? token.colorSuccessText : token.colorWarningText }} />
                <Flex vertical>
                  <Typography.Text>
                    {isKnownScoreItem(item.item) ? t(`score.items.${item.item}`) : t('score.items.unknown', { item: item.item })}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
                    {t('score.weight', { percent: scorePercent(item.percentage) })}
                  </Typography.Text>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

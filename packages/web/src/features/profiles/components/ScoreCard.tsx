import { Button, Card, Flex, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScore } from '../api/score';
import { isDangerScore, SCORE_DANGER_BELOW, scorePercent } from '../api/scoreDisplay';
import { ScoreDialog } from './ScoreDialog';
import { ScoreRing } from './ScoreRing';

/** Home: the completeness score and the way to the score dialog. */
export function ScoreCard() {
  const { t } = useTranslation('profiles');
  const [open, setOpen] = useState(false);
  const score = useScore();

  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('score.title')}</h2>} data-testid="home-score">
      {!score.data ? (
        <Spin />
      ) : (
        <Flex align="center" gap={24} wrap>
          <ScoreRing score={score.data.score} size={96} testId="home-score-percent" />
          <Flex vertical gap={8} align="start">
            <Typography.Text>
              {isDangerScore(scorePercent(score.data.score)) ? t('score.low', { threshold: SCORE_DANGER_BELOW }) : t('score.good')}
            </Typography.Text>
            <Button onClick={() => setOpen(true)} aria-haspopup="dialog" data-testid="home-score-open">
              {t('score.open')}
            </Button>
          </Flex>
        </Flex>
      )}
      <ScoreDialog open={open} onClose={() => setOpen(false)} />
    </Card>
  );
}

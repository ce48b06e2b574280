import { Progress, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { isDangerScore, scorePercent } from '../api/scoreDisplay';

/** The overall score as a ring with the percentage in the middle; below 60 in the danger colour. */
export function ScoreRing({ score, size = 160, testId = 'score-percent' }: { score: number; size?: number; testId?: string }) {
  const { t } = useTranslation('profiles');
  const { token } = theme.useToken();
  const percent = scorePercent(score);
  const danger = isDangerScore(percent);
  return (
    <div role="img" aria-label={t('score.ringLabel', { percent })} data-testid={testId} data-percent={percent} data-danger={danger}>
      <Progress
        type="circle"
        percent={percent}
        size={size}
        strokeColor={danger ? token.colorError : token.colorSuccess}
        format={(value) => <span style={{ color: danger ? token.colorErrorText : token.colorText }}>{`${value ?? 0}%`}</span>}
      />
    </div>
  );
}

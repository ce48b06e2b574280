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
    <div data-testid={testId} data-percent={percent} data-danger={danger}>
      <Progress
        aria-label={t('score.ringLabel', { percent })}
        type="circle"
        percent={percent}
        size={size}
        strokeColor={danger ? token.colorError : token.colorSuccessText}
        format={(value) => <span style={{ color: danger ? token.colorError : token.colorText }}>{`${value ?? 0}%`}</span>}
      />
    </div>
  );
}

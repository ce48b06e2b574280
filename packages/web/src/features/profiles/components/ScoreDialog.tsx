import { Col, Modal, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useScore } from '../api/score';
import { splitScoreItems } from '../api/scoreDisplay';
import { ScoreItems } from './ScoreItems';
import { ScoreRing } from './ScoreRing';

/** Spec §2: the score dialog is 960 px wide. */
export const SCORE_DIALOG_WIDTH = 960;

/** Score dialog (spec §2): the ring with the overall score, then completed and incomplete items. */
export function ScoreDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('profiles');
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('score.title')} width={SCORE_DIALOG_WIDTH} destroyOnHidden>
      <ScoreContent />
    </Modal>
  );
}

/** Mounted with the dialog, so each opening loads the score afresh. */
function ScoreContent() {
  const score = useScore();
  if (!score.data) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const { completed, incomplete } = splitScoreItems(score.data.items);
  return (
    <Row gutter={[32, 24]} align="middle" data-testid="score-dialog">
      <Col xs={24} md={8} style={{ display: 'flex', justifyContent: 'center' }}>
        <ScoreRing score={score.data.score} size={180} />
      </Col>
      <Col xs={24} md={8}>
        <ScoreItems items={completed} done testId="score-completed" />
      </Col>
      <Col xs={24} md={8}>
        <ScoreItems items={incomplete} done={false} testId="score-incomplete" />
      </Col>
    </Row>
  );
}

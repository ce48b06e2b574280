import { Col, Flex, Row } from 'antd';
import { OutstandingActionsCard } from '../../features/actions/components/OutstandingActionsCard';
import { UnreadMessagesCard } from '../../features/actions/components/UnreadMessagesCard';
import { ExpiringDocumentsCard } from '../../features/documents/components/ExpiringDocumentsCard';
import { WelcomeCard } from '../../features/home/components/WelcomeCard';
import { ScoreCard } from '../../features/profiles/components/ScoreCard';
import { RequestArrivalPopup } from '../../features/requests/components/RequestArrivalPopup';

/**
 * /manage/home: what needs doing now. Composed here because its parts belong to different features
 * (features never import one another): open actions, documents expiring soon, the completeness score, unread messages,
 * and a pending access request popping up on arrival.
 */
export function HomePage() {
  return (
    <Flex vertical gap={16}>
      <WelcomeCard />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <OutstandingActionsCard />
            <ExpiringDocumentsCard />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <ScoreCard />
            <UnreadMessagesCard />
          </Flex>
        </Col>
      </Row>
      <RequestArrivalPopup />
    </Flex>
  );
}

import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CompanyRequestsCard } from '../../features/actions/components/CompanyRequestsCard';
import { ConnectionsCard } from '../../features/activity/components/ConnectionsCard';
import { CompanyThreadsCard } from '../../features/correspondence/components/CompanyThreadsCard';
import { useConnectedCompanies } from '../../features/correspondence/api/correspondence';

/**
 * /manage/companies/:name: one company the customer deals with, its open requests, the
 * correspondence with it and what it can see of the customer's documents. Composed here because the
 * parts belong to three features.
 */
export function CompanyPage() {
  const { t } = useTranslation('correspondence');
  const { name = '' } = useParams();
  const companies = useConnectedCompanies();
  if (!companies.data) return <Skeleton active />;
  const company = companies.data.find((c) => c.name === name);
  if (!company) return <Card><Empty description={t('companies.notFound')} /></Card>;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="company-title">
          {company.name}
        </Typography.Title>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <CompanyRequestsCard companyName={company.name} />
        </Col>
        <Col xs={24} xl={12}>
          <CompanyThreadsCard companyProfileId={company.companyProfileId} />
        </Col>
      </Row>
      <ConnectionsCard companyId={company.companyProfileId} />
    </Flex>
  );
}

import { Flex } from 'antd';
import { ConnectionsCard } from '../../features/activity/components/ConnectionsCard';
import { CompaniesPage as CompanyList } from '../../features/correspondence/components/CompaniesPage';

/**
 * /manage/companies: the businesses the customer deals with, then what each can see of its documents
 * and the cases behind it. Composed here because the parts belong to two features.
 */
export function CompaniesPage() {
  return (
    <Flex vertical gap={16}>
      <CompanyList />
      <ConnectionsCard />
    </Flex>
  );
}

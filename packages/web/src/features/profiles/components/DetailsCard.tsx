import { Button, Card, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A section of My details: a titled card whose form ends with its own Save button. */
export function DetailsCard({ title, testId, loading, children }: { title: string; testId: string; loading?: boolean; children: ReactNode }) {
  const headingId = `${testId}-heading`;
  return (
    <Card
      title={
        <h2 id={headingId} style={{ margin: 0, fontSize: 18 }}>
          {title}
        </h2>
      }
      loading={loading}
      data-testid={testId}
    >
      <section aria-labelledby={headingId}>{children}</section>
    </Card>
  );
}

export function SaveButton({ pending, testId }: { pending: boolean; testId: string }) {
  const { t } = useTranslation('profiles');
  return (
    <Flex justify="end">
      <Button type="primary" htmlType="submit" loading={pending} data-testid={testId}>
        {t('details.save')}
      </Button>
    </Flex>
  );
}

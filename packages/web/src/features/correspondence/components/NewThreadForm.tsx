import { Button, Empty, Input, Select, Skeleton, Typography } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { requiredRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { useConnectedCompanies, useConnectedCustomers, useReply } from '../api/correspondence';
import { REPLY_MAX } from '../api/threadRules';
import { replyRules } from './replyRules';

interface NewThreadValues {
  counterpartProfileId: string;
  subject: string;
  body: string;
}

/**
 * A new thread, only with a counterpart one is connected to: a customer writes to a company it deals with; a
 * paid organisation (mySide BUSINESS) to one of its connected customers.
 */
export function NewThreadForm({ onStarted, mySide = 'CUSTOMER' }: { onStarted: (threadId: string) => void; mySide?: 'CUSTOMER' | 'BUSINESS' }) {
  const { t } = useTranslation('correspondence');
  const business = mySide === 'BUSINESS';
  const companyList = useConnectedCompanies(!business);
  const customerList = useConnectedCustomers(business);
  const companies = business
    ? { ...customerList, data: customerList.data?.map((c) => ({ companyProfileId: c.customerProfileId, name: c.name })) }
    : companyList;
  const reply = useReply();
  const [form] = Form.useForm<NewThreadValues>();
  const [submit, pending] = useSubmit(async (values: NewThreadValues) => {
    const thread = await reply.mutateAsync({ counterpartProfileId: values.counterpartProfileId, subject: values.subject.trim(), body: values.body.trim() });
    onStarted(thread.thread.threadId);
  });

  const none = business ? t('noCustomers') : t('noCompanies');
  if (!companies.data) return companies.isError ? <Empty description={none} /> : <Skeleton active />;
  if (companies.data.length === 0) return <Empty description={none} />;
  return (
    <section aria-labelledby="corr-new-title" data-testid="corr-new-form">
      <Typography.Title level={2} id="corr-new-title" style={{ fontSize: 18, marginTop: 0 }}>
        {t('newThread')}
      </Typography.Title>
      <Form name="newThread" form={form} layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="counterpartProfileId" label={business ? t('customer') : t('company')} rules={requiredRules()}>
          <Select
            showSearch
            optionFilterProp="label"
            options={companies.data.map((c) => ({ value: c.companyProfileId, label: c.name }))}
            data-testid="corr-new-company"
          />
        </Form.Item>
        <Form.Item name="subject" label={t('subject')} rules={requiredRules()}>
          <Input maxLength={200} data-testid="corr-new-subject" />
        </Form.Item>
        <Form.Item name="body" label={t('message')} rules={replyRules()}>
          <Input.TextArea rows={4} maxLength={REPLY_MAX} showCount data-testid="corr-new-body" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={pending} data-testid="corr-new-send">
          {t('send')}
        </Button>
      </Form>
    </section>
  );
}

import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../components/form/PhoneInput';
import { phoneRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useCorporateInfo, useSaveCompanyPhone } from '../api/details';
import { DetailsCard, SaveButton } from './DetailsCard';

interface CompanyPhoneValues {
  phone: string;
}

/** The acting company's phone number (POST /customer-user/change-company-phone). */
export function CompanyPhoneForm() {
  const { t } = useTranslation('profiles');
  const info = useCorporateInfo(true);
  return (
    <DetailsCard title={t('details.companyPhone.title')} testId="details-company-phone" loading={!info.data}>
      {info.data && <PhoneForm phone={info.data.companyPhone ?? ''} />}
    </DetailsCard>
  );
}

function PhoneForm({ phone }: { phone: string }) {
  const { t } = useTranslation('profiles');
  const [form] = Form.useForm<CompanyPhoneValues>();
  const save = useSaveCompanyPhone(form);
  const [submit, pending] = useSubmit(async (values: CompanyPhoneValues) => {
    const answer = await save.mutateAsync({ phone: values.phone });
    form.setFieldsValue({ phone: answer.companyPhone ?? '' });
    toastSuccess(t('details.saved'));
  });

  return (
    <Form name="companyPhone" form={form} layout="vertical" initialValues={{ phone }} onFinish={(values) => void submit(values)}>
      <Form.Item name="phone" label={t('details.companyPhone.phone')} rules={phoneRules()} style={{ maxWidth: 480 }}>
        <PhoneInput testIdPrefix="company-phone" />
      </Form.Item>
      <SaveButton pending={pending} testId="company-phone-save" />
    </Form>
  );
}

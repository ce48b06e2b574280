import { LIMITS } from '@vault/contract';
import { Col, Descriptions, Input, Row } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { orDash } from '../../../lib/format/emptyCell';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { nameRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import {
  useCollateralTypeOptions,
  useCurrencyOptions,
  useFundClassificationOptions,
  useFundCountryOptions,
  useJurisdictionOptions,
} from '../../../lib/reference/referenceOptions';
import { toastSuccess } from '../../../lib/ui/feedback';
import { useFundInfo, useSaveFundInfo, type FundInfo } from '../api/details';
import { fundFormValues, fundRequest, type FundFormValues } from '../api/formValues';
import { AddressFields } from './AddressFields';
import { DetailsCard, SaveButton } from './DetailsCard';

/** The acting fund's details (POST /customer-user/fund/corporate-info and /fund/corporate). */
export function FundDetailsForm() {
  const { t } = useTranslation('profiles');
  const info = useFundInfo(true);
  return (
    <DetailsCard title={t('details.fund.title')} testId="details-fund" loading={!info.data}>
      {info.data && <FundForm info={info.data} />}
    </DetailsCard>
  );
}

function FundForm({ info }: { info: FundInfo }) {
  const { t } = useTranslation('profiles');
  const [form] = Form.useForm<FundFormValues>();
  const save = useSaveFundInfo(form);
  const countries = useFundCountryOptions();
  const jurisdictions = useJurisdictionOptions();
  const classifications = useFundClassificationOptions();
  const collateralTypes = useCollateralTypeOptions();
  const currencies = useCurrencyOptions();
  const currencyOptions = currencies.data?.map((c) => ({ value: c.value, label: `${c.value} · ${c.label}` }));
  const [submit, pending] = useSubmit(async (values: FundFormValues) => {
    const answer = await save.mutateAsync(fundRequest(values));
    form.setFieldsValue(fundFormValues(answer));
    toastSuccess(t('details.saved'));
  });

  return (
    <Form name="fundDetails" form={form} layout="vertical" initialValues={fundFormValues(info)} onFinish={(values) => void submit(values)}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="fundName" label={t('details.fund.fundName')} rules={nameRules(LIMITS.nameMax)}>
            <Input maxLength={LIMITS.nameMax} data-testid="fund-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="legalName" label={t('details.fund.legalName')}>
            <Input maxLength={LIMITS.companyNameMax} data-testid="fund-legal-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="registrationNumber" label={t('details.fund.registrationNumber')}>
            <Input data-testid="fund-registration-number" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="jurisdiction" label={t('details.fund.jurisdiction')}>
            <ReferenceSelect options={jurisdictions.data} placeholder={t('details.select')} data-testid="fund-jurisdiction" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="fundClassification" label={t('details.fund.fundClassification')}>
            <ReferenceSelect options={classifications.data} placeholder={t('details.select')} data-testid="fund-classification" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="collateralType" label={t('details.fund.collateralType')}>
            <ReferenceSelect options={collateralTypes.data} placeholder={t('details.select')} data-testid="fund-collateral-type" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="currency" label={t('details.fund.currency')}>
            <ReferenceSelect options={currencyOptions} placeholder={t('details.select')} data-testid="fund-currency" />
          </Form.Item>
        </Col>
      </Row>
      <AddressFields kind="registered" testIdPrefix="fund" countries={countries.data} />
      {info.email && (
        <Descriptions size="small" style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('details.fund.email')}>{orDash(info.email)}</Descriptions.Item>
        </Descriptions>
      )}
      <SaveButton pending={pending} testId="fund-save" />
    </Form>
  );
}

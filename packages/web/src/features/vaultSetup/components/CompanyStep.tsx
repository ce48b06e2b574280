import type { VaultDetail, VaultType } from '@vault/contract';
import { LIMITS } from '@vault/contract';
import { Button, Descriptions, Flex, Input, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';
import { nameRules, requiredRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { useCountryOptions } from '../../../lib/reference/referenceOptions';
import { toastSuccess } from '../../../lib/ui/feedback';
import { reportUnhandledError } from '../../../lib/ui/reportError';
import { testId } from '../../../lib/ui/testId';
import { saveCompany, uploadVaultLogo, useCompanyJurisdictions, useCompanyTypes, useRefreshVaults } from '../api/vaultSetup';

interface CompanyValues {
  legalName?: string;
  tradingName?: string;
  registrationNumber?: string;
  companyType?: string;
  country?: string;
  jurisdiction?: string;
}

/** The company step: details checked with validate-corp, then created (or changed in EDIT mode) with reg-corp; the logo once it exists. */
export function CompanyStep({ vault, vaultType, readOnly, onSaved }: { vault: VaultDetail | null; vaultType: VaultType; readOnly: boolean; onSaved: (corporateProfileId: string) => void }) {
  const { t } = useTranslation('vaultSetup');
  const [form] = Form.useForm<CompanyValues>();
  const country = Form.useWatch('country', form) ?? vault?.country ?? undefined;
  const types = useCompanyTypes();
  const countries = useCountryOptions();
  const jurisdictions = useCompanyJurisdictions(country);
  const refresh = useRefreshVaults();
  const [submit, pending] = useSubmit(async (values: CompanyValues) => {
    const saved = await saveCompany(
      {
        vaultType,
        legalName: values.legalName ?? '',
        tradingName: values.tradingName ?? '',
        registrationNumber: values.registrationNumber ?? '',
        companyType: values.companyType ?? '',
        country: values.country ?? '',
        jurisdiction: values.jurisdiction ?? '',
        ...(vault ? { corporateProfileId: vault.corporateProfileId } : {}),
      },
      form,
    );
    await refresh();
    toastSuccess(t(vault ? 'company.saved' : 'company.created'));
    onSaved(saved.corporateProfileId);
  });

  if (readOnly && vault) {
    return (
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('company.legalName')}>{vault.legalName}</Descriptions.Item>
        <Descriptions.Item label={t('company.tradingName')}>{vault.tradingName}</Descriptions.Item>
        <Descriptions.Item label={t('company.registrationNumber')}>{vault.registrationNumber}</Descriptions.Item>
        <Descriptions.Item label={t('company.companyType')}>{types.data?.find((o) => o.value === vault.companyType)?.label ?? vault.companyType}</Descriptions.Item>
        <Descriptions.Item label={t('company.jurisdiction')}>{jurisdictions.data?.find((o) => o.value === vault.jurisdiction)?.label ?? vault.jurisdiction}</Descriptions.Item>
      </Descriptions>
    );
  }

  return (
    <Form<CompanyValues>
      name="vaultCompany"
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={vault ? { legalName: vault.legalName, tradingName: vault.tradingName, registrationNumber: vault.registrationNumber ?? '', companyType: vault.companyType, country: vault.country ?? undefined, jurisdiction: vault.jurisdiction ?? undefined } : {}}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: CompanyValues) => {
        if ('country' in changed) form.setFieldValue('jurisdiction', changed.country);
      }}
    >
      <Form.Item name="legalName" label={t('company.legalName')} rules={nameRules(LIMITS.companyNameMax)}>
        <Input maxLength={LIMITS.companyNameMax} autoComplete="off" {...testId('company-legal-name')} />
      </Form.Item>
      <Form.Item name="tradingName" label={t('company.tradingName')} rules={nameRules(LIMITS.companyNameMax)}>
        <Input maxLength={LIMITS.companyNameMax} autoComplete="off" {...testId('company-trading-name')} />
      </Form.Item>
      <Form.Item name="registrationNumber" label={t('company.registrationNumber')} rules={nameRules(50)}>
        <Input maxLength={50} autoComplete="off" {...testId('company-number')} />
      </Form.Item>
      <Form.Item name="companyType" label={t('company.companyType')} rules={requiredRules()}>
        <ReferenceSelect options={types.data} {...testId('company-type')} />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item name="country" label={t('company.country')} rules={requiredRules()} style={{ flex: '1 1 240px' }}>
          <ReferenceSelect options={countries.data} {...testId('company-country')} />
        </Form.Item>
        <Form.Item name="jurisdiction" label={t('company.jurisdiction')} rules={requiredRules()} style={{ flex: '1 1 240px' }}>
          <ReferenceSelect options={country ? jurisdictions.data : []} disabled={!country} {...testId('company-jurisdiction')} />
        </Form.Item>
      </Flex>
      {vault && <LogoUpload corporateProfileId={vault.corporateProfileId} hasPhoto={vault.hasPhoto} />}
      <Button type="primary" htmlType="submit" loading={pending} {...testId('company-save')}>
        {vault ? t('company.save') : t('company.create')}
      </Button>
    </Form>
  );
}

function LogoUpload({ corporateProfileId, hasPhoto }: { corporateProfileId: string; hasPhoto: boolean }) {
  const { t } = useTranslation('vaultSetup');
  const refresh = useRefreshVaults();
  const [busy, setBusy] = useState(false);
  return (
    <Form.Item label={t('company.logo')} extra={hasPhoto ? t('company.logoSet') : t('company.logoHelp')}>
      <Upload
        accept=".jpg,.jpeg,.png,.webp"
        maxCount={1}
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadVaultLogo(corporateProfileId, file)
            .then(async () => {
              await refresh();
              toastSuccess(t('company.logoSaved'));
            })
            .catch(reportUnhandledError)
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy} {...testId('company-logo')}>
          {t('company.chooseLogo')}
        </Button>
      </Upload>
    </Form.Item>
  );
}

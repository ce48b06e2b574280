import { Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallingCodeOptions } from '../../lib/reference/referenceOptions';
import { joinPhone, splitPhone } from './phone';

interface PhoneInputProps {
  /** Set by Form.Item: the stored value, '+' and digits. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** `<prefix>-country` on the calling-code select, `<prefix>-number` on the number. */
  testIdPrefix: string;
  'aria-invalid'?: boolean;
}

/**
 * A phone number as calling code (GET /customer-user/country-codes) plus number. The form holds one
 * value, '+447700900123', which the contract's phone rule checks; separators typed are dropped.
 */
export function PhoneInput({ value = '', onChange, id, testIdPrefix, ...rest }: PhoneInputProps) {
  const { t } = useTranslation('validation');
  const codes = useCallingCodeOptions();
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const list = codes.data ?? [];
  const parts = splitPhone(value, list, chosen);
  const codeOf = (country: string | undefined) => list.find((code) => code.country === country)?.value;

  return (
    <Space.Compact block>
      <Select<string>
        style={{ width: '45%' }}
        showSearch={{ optionFilterProp: 'label' }}
        allowClear
        loading={codes.isPending}
        value={parts.country}
        placeholder={t('phoneInput.code')}
        aria-label={t('phoneInput.code')}
        options={list.map((code) => ({ value: code.country, label: code.label }))}
        onChange={(country) => {
          setChosen(country);
          onChange?.(joinPhone(codeOf(country), parts.number));
        }}
        data-testid={`${testIdPrefix}-country`}
      />
      <Input
        id={id}
        style={{ width: '55%' }}
        inputMode="tel"
        autoComplete="tel-national"
        value={parts.number}
        placeholder={t('phoneInput.number')}
        onChange={(event) => onChange?.(joinPhone(codeOf(parts.country), event.target.value))}
        data-testid={`${testIdPrefix}-number`}
        {...rest}
      />
    </Space.Compact>
  );
}

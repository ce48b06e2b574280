import { Col, Input, Row, Typography } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { ReferenceSelect } from '../../../components/form/ReferenceSelect';

interface AddressFieldsProps {
  /** 'residential' for a person, 'registered' for a company or fund. */
  kind: 'residential' | 'registered';
  /** Prefix of the test ids: `<prefix>-address-line1`, `-address-line2`, `-city`, `-postcode`, `-country`. */
  testIdPrefix: string;
  countries: ReadonlyArray<{ value: string; label: string }> | undefined;
}

/** Postal address fields, named as the contract's address (addressLine1 … country). */
export function AddressFields({ kind, testIdPrefix, countries }: AddressFieldsProps) {
  const { t } = useTranslation('profiles');
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ border: 0, marginBottom: 8 }}>
        <Typography.Text strong>{t(`details.address.${kind}`)}</Typography.Text>
      </legend>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="addressLine1" label={t('details.address.addressLine1')}>
            <Input autoComplete="address-line1" data-testid={`${testIdPrefix}-address-line1`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="addressLine2" label={t('details.address.addressLine2')}>
            <Input autoComplete="address-line2" data-testid={`${testIdPrefix}-address-line2`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="city" label={t('details.address.city')}>
            <Input autoComplete="address-level2" data-testid={`${testIdPrefix}-city`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="postcode" label={t('details.address.postcode')}>
            <Input autoComplete="postal-code" data-testid={`${testIdPrefix}-postcode`} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="country" label={t('details.address.country')}>
            <ReferenceSelect options={countries} placeholder={t('details.select')} data-testid={`${testIdPrefix}-country`} />
          </Form.Item>
        </Col>
      </Row>
    </fieldset>
  );
}

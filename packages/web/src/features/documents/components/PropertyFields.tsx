import { DATE_FORMAT, errorMessage, type ErrorKey, type PropertyTemplate } from '@vault/contract';
import { DatePicker, Input } from 'antd';
import { Form } from '../../../components/form/Form';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { EnterStaysInDate } from '../../../components/form/EnterStaysInDate';

dayjs.extend(customParseFormat);

interface Props {
  rowKey: string;
  template: readonly PropertyTemplate[];
  values: Record<string, string>;
  problems: Record<string, ErrorKey>;
  showErrors: boolean;
  disabled: boolean;
  onChange: (name: string, value: string) => void;
}

/**
 * A document type's properties (spec §3 property definition): dates typed or picked as DD/MM/YYYY,
 * text fields as they are. Kept as DD/MM/YYYY text in the row; the contract converts on sending.
 */
export function PropertyFields({ rowKey, template, values, problems, showErrors, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation('documents');
  const language = resolveLanguage(i18n.language);
  return template.map((property) => {
    const problem = showErrors ? problems[property.name] : undefined;
    const value = values[property.name] ?? '';
    const testId = `upload-row-property-${property.name}`;
    return (
      <Form.Item
        key={`${rowKey}-${property.name}`}
        label={property.displayName}
        tooltip={property.tips || undefined}
        required={property.validations.includes('not-blank')}
        validateStatus={problem ? 'error' : undefined}
        help={problem ? errorMessage(problem, language) : undefined}
      >
        {property.type === 'date' ? (
          <EnterStaysInDate>
            <DatePicker
              format={DATE_FORMAT}
              placeholder={t('upload.datePlaceholder')}
              aria-label={property.displayName}
              value={value ? dayjs(value, DATE_FORMAT, true) : null}
              onChange={(date) => onChange(property.name, date ? date.format(DATE_FORMAT) : '')}
              disabled={disabled}
              style={{ width: '100%' }}
              data-testid={testId}
            />
          </EnterStaysInDate>
        ) : (
          <Input value={value} aria-label={property.displayName} onChange={(e) => onChange(property.name, e.target.value)} disabled={disabled} maxLength={128} data-testid={testId} />
        )}
      </Form.Item>
    );
  });
}

import { CheckCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { confirmedGrade, errorMessage, REQUIRED_SCANNED_CODES, type ScannedField } from '@vault/contract';
import { Col, Input, Row, Typography } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../../../lib/i18n/languages';
import { editedValue, gradeTextKey, isDateField, isMrzField, visibleFields, type FieldProblem } from './reviewFields';

interface Props {
  fields: readonly ScannedField[];
  values: ReadonlyMap<number, string>;
  problems: ReadonlyMap<number, FieldProblem>;
  disabled: boolean;
  onChange: (code: number, value: string) => void;
}

const GRADE_LOOK = {
  'review.grade.pass': { type: 'success', icon: <CheckCircleFilled aria-hidden /> },
  'review.grade.warning': { type: 'warning', icon: <WarningFilled aria-hidden /> },
  'review.grade.manual': { type: 'danger', icon: <ExclamationCircleFilled aria-hidden /> },
} as const;

function GradeText({ grade }: { grade: string }) {
  const { t } = useTranslation('documents');
  const key = gradeTextKey(grade);
  const look = GRADE_LOOK[key];
  return (
    <Typography.Text type={look.type} style={{ fontSize: 12 }} data-testid="id-review-grade" data-grade={grade}>
      {look.icon} {t(key)}
    </Typography.Text>
  );
}

interface ItemProps {
  field: ScannedField;
  value: string;
  problem: string | undefined;
  onChange: (code: number, value: string) => void;
}

/** One field: dates with their format as placeholder, the zone as a monospaced box without whitespace. */
function FieldItem({ field, value, problem, onChange }: ItemProps) {
  const { t } = useTranslation('documents');
  const label = t(`review.fields.${field.code}`);
  const common = { value, maxLength: field.maxLength, 'aria-label': label, 'data-testid': `id-review-input-${field.code}` };
  const change = (typed: string) => onChange(field.code, editedValue(field.code, typed));
  return (
    // Two short fields a line; the zone's box takes the whole width.
    <Col span={isMrzField(field.code) ? 24 : 12} data-testid="id-review-field" data-code={String(field.code)} data-grade={confirmedGrade(field, value)}>
      <Form.Item
        label={label}
        style={{ marginBottom: 12 }}
        required={REQUIRED_SCANNED_CODES.includes(field.code)}
        validateStatus={problem ? 'error' : undefined}
        help={problem}
        extra={<GradeText grade={confirmedGrade(field, value)} />}
      >
        {isMrzField(field.code) ? (
          <Input.TextArea {...common} autoSize={{ minRows: 2, maxRows: 4 }} spellCheck={false} style={{ fontFamily: 'monospace' }} onChange={(e) => change(e.target.value)} />
        ) : (
          <Input {...common} placeholder={isDateField(field.code) ? t('upload.datePlaceholder') : undefined} onChange={(e) => change(e.target.value)} />
        )}
      </Form.Item>
    </Col>
  );
}

/**
 * Spec §2 and §5: the extracted fields, each with its grade text; hidden fields (display 1) are not
 * shown; maxLength 128 for text and 10 for dates; dates show their format as placeholder; the MRZ
 * box removes whitespace as it is typed.
 */
export function ScannedFieldsForm({ fields, values, problems, disabled, onChange }: Props) {
  const { t, i18n } = useTranslation('documents');
  const language = resolveLanguage(i18n.language);
  const problemText = (problem: FieldProblem | undefined) =>
    problem === undefined ? undefined : 'errorKey' in problem ? errorMessage(problem.errorKey, language) : t(problem.messageKey);
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Row gutter={16}>
        {visibleFields(fields).map((field) => (
          <FieldItem key={field.code} field={field} value={values.get(field.code) ?? ''} problem={problemText(problems.get(field.code))} onChange={onChange} />
        ))}
      </Row>
    </Form>
  );
}

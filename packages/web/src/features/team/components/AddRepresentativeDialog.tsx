import { LIMITS } from '@vault/contract';
import { Input, Modal } from 'antd';
import { Form } from '../../../components/form/Form';
import { useTranslation } from 'react-i18next';
import { nameRules, optionalEmailRules, taxIdRules } from '../../../components/form/rules';
import { useSubmit } from '../../../components/form/useSubmit';
import { toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { useAddRepresentative } from '../api/team';
import { representativeBody, type RepresentativeValues } from '../../../lib/people/representatives';

/** Add Authorised Representative (spec §2, §5): names required, tax id letters and digits, e-mail optional. */
export function AddRepresentativeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('team');
  const [form] = Form.useForm<RepresentativeValues>();
  const add = useAddRepresentative(form);
  const [submit, pending] = useSubmit(async (values: RepresentativeValues) => {
    await add.mutateAsync(representativeBody(values));
    toastSuccess(t('representatives.added'));
    form.resetFields();
    onClose();
  });
  const trimOnBlur = (name: keyof RepresentativeValues) => () => {
    const value = form.getFieldValue(name) as string | undefined;
    if (typeof value === 'string' && value !== value.trim()) {
      form.setFieldValue(name, value.trim());
      void form.validateFields([name]);
    }
  };

  return (
    <Modal
      open={open}
      title={t('representatives.addTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('representatives.addConfirm')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: pending, ...testId('rep-submit') }}
      cancelButtonProps={{ ...testId('rep-cancel') }}
      destroyOnHidden
      forceRender
      centered
    >
      <div data-testid="rep-dialog">
        <Form name="addRepresentative" form={form} layout="vertical" onFinish={(values) => void submit(values)} validateTrigger={['onChange', 'onBlur']}>
          <Form.Item name="firstName" label={t('representatives.firstName')} rules={nameRules()}>
            <Input maxLength={LIMITS.nameMax} data-testid="rep-first-name" autoComplete="off" />
          </Form.Item>
          <Form.Item name="middleName" label={t('representatives.middleName')}>
            <Input maxLength={LIMITS.nameMax} data-testid="rep-middle-name" autoComplete="off" />
          </Form.Item>
          <Form.Item name="lastName" label={t('representatives.lastName')} rules={nameRules()}>
            <Input maxLength={LIMITS.nameMax} data-testid="rep-last-name" autoComplete="off" />
          </Form.Item>
          <Form.Item name="taxId" label={t('representatives.taxId')} rules={taxIdRules()}>
            {/* Not cut at 20 while typing: the counter and the message say when it is too long. */}
            <Input count={{ show: true, max: LIMITS.taxIdMax }} onBlur={trimOnBlur('taxId')} data-testid="rep-tax-id" autoComplete="off" />
          </Form.Item>
          <Form.Item name="email" label={t('representatives.email')} rules={optionalEmailRules()}>
            <Input maxLength={LIMITS.emailMax} onBlur={trimOnBlur('email')} data-testid="rep-email" autoComplete="off" />
          </Form.Item>
        </Form>
      </div>
    </Modal>
  );
}

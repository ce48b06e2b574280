import { Alert, Input, Modal, Select } from 'antd';
import { Form } from '../../../components/form/Form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { useAddRequest, useRequestableTypes, useRequestCustomers } from '../api/requesterRequests';

interface Values {
  customerProfileId?: string;
  docTypes?: string[];
  note?: string;
}

/** "Request documents": a connected customer and the document types asked for, with an optional note. */
export function NewRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('requests');
  const [form] = Form.useForm<Values>();
  const customers = useRequestCustomers();
  const customerId = Form.useWatch('customerProfileId', form);
  const customer = customers.data?.find((c) => c.customerProfileId === customerId);
  const types = useRequestableTypes(customer?.profileType);
  const add = useAddRequest();
  const [failed, setFailed] = useState(false);

  const submit = async () => {
    const values = await form.validateFields();
    setFailed(false);
    add.mutate(
      { customerProfileId: values.customerProfileId!, docTypes: values.docTypes!, note: values.note?.trim() || undefined },
      {
        onSuccess: () => {
          toastSuccess(t('requester.sent', { name: customer?.name ?? '' }));
          onClose();
        },
        onError: () => setFailed(true),
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('requester.newTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('requester.send')}
      okButtonProps={{ loading: add.isPending, ...testId('new-request-send') }}
      cancelText={t('requester.cancel')}
      destroyOnHidden
      modalRender={(node) => <div {...testId('new-request-dialog')}>{node}</div>}
    >
      <Form form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item name="customerProfileId" label={t('requester.customer')} rules={[{ required: true, message: t('requester.customerRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={customers.isPending}
            options={(customers.data ?? []).map((c) => ({ value: c.customerProfileId, label: c.name }))}
            onChange={() => form.setFieldValue('docTypes', [])}
            notFoundContent={t('requester.noCustomers')}
            data-testid="new-request-customer"
          />
        </Form.Item>
        <Form.Item name="docTypes" label={t('requester.types')} rules={[{ required: true, type: 'array', min: 1, message: t('requester.typesRequired') }]}>
          <Select
            mode="multiple"
            disabled={!customer}
            loading={types.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            options={(types.data ?? []).map((category) => ({
              label: category.name,
              title: category.name,
              options: category.docTypes.map((type) => ({ value: type.code, label: type.name })),
            }))}
            data-testid="new-request-types"
          />
        </Form.Item>
        <Form.Item name="note" label={t('requester.note')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="new-request-note" />
        </Form.Item>
      </Form>
      {failed && <Alert type="error" showIcon title={t('requester.failed')} />}
    </Modal>
  );
}

import { ACTION_TYPES, TASK_PRIORITIES, type CreateAction, type TaskPriority } from '@vault/contract';
import { Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/Form';
import { toastSuccess } from '../../../lib/ui/feedback';
import { testId } from '../../../lib/ui/testId';
import { useConnectedCustomers, useCreateAction, useCustomerTypes } from '../api/requestsManager';
import { CREATE_TYPES } from '../api/requestFilters';
import { typeLabel } from './typeLabel';

interface Values {
  customerProfileId?: string;
  type: CreateAction['type'];
  title?: string;
  message?: string;
  priority: TaskPriority;
  docTypes?: string[];
}

/** Create an action or request for a connected customer (POST /action): a document request, a notice, a task. */
export function CreateActionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('requestsManager');
  const [form] = Form.useForm<Values>();
  const customers = useConnectedCustomers(open);
  const customerId = Form.useWatch('customerProfileId', form);
  const type = Form.useWatch('type', form);
  const customer = customers.data?.find((c) => c.customerProfileId === customerId);
  const isDocumentRequest = type === ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST;
  const types = useCustomerTypes(isDocumentRequest ? customer?.profileType : undefined);
  const create = useCreateAction();

  const submit = async () => {
    const v = await form.validateFields();
    create.mutate(
      { customerProfileId: v.customerProfileId!, type: v.type, title: v.title!.trim(), message: v.message?.trim() ?? '', priority: v.priority, ...(isDocumentRequest ? { docTypes: v.docTypes ?? [] } : {}) },
      {
        onSuccess: () => {
          toastSuccess(t('create.sent', { name: customer?.name ?? '' }));
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      title={t('create.heading')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('create.send')}
      cancelText={t('create.cancel')}
      okButtonProps={{ loading: create.isPending, ...testId('create-send') }}
      destroyOnHidden
      modalRender={(node) => <div {...testId('create-dialog')}>{node}</div>}
    >
      <Form form={form} layout="vertical" preserve={false} requiredMark initialValues={{ type: ACTION_TYPES.DOCUMENT_PERMISSION_REQUEST, priority: 'medium' }}>
        <Form.Item name="customerProfileId" label={t('create.customer')} rules={[{ required: true, message: t('create.customerRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={customers.isPending}
            options={(customers.data ?? []).map((c) => ({ value: c.customerProfileId, label: c.name }))}
            onChange={() => form.setFieldValue('docTypes', [])}
            data-testid="create-customer"
          />
        </Form.Item>
        <Form.Item name="type" label={t('create.type')} rules={[{ required: true }]}>
          <Select options={CREATE_TYPES.map((c) => ({ value: c, label: typeLabel(t, c) }))} data-testid="create-type" />
        </Form.Item>
        {isDocumentRequest && (
          <Form.Item name="docTypes" label={t('create.docTypes')} rules={[{ required: true, message: t('create.docTypesRequired') }]}>
            <Select
              mode="multiple"
              showSearch={{ optionFilterProp: 'label' }}
              disabled={!customer}
              loading={types.isFetching}
              options={(types.data ?? []).map((cat) => ({ label: cat.name, title: cat.name, options: cat.docTypes.map((d) => ({ value: d.code, label: d.name })) }))}
              data-testid="create-doc-types"
            />
          </Form.Item>
        )}
        <Form.Item name="title" label={t('create.title')} rules={[{ required: true, whitespace: true, message: t('create.titleRequired') }]}>
          <Input maxLength={128} data-testid="create-title" />
        </Form.Item>
        <Form.Item name="message" label={t('create.message')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="create-message" />
        </Form.Item>
        <Form.Item name="priority" label={t('list.priority')}>
          <Select options={TASK_PRIORITIES.map((p) => ({ value: p, label: t(`priority.${p}`) }))} data-testid="create-priority" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

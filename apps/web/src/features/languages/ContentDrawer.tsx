import { AutoComplete, Checkbox, Drawer, Form, Input, Radio, Select } from 'antd';
import { languageMessages as m, type ContentBody, type ContentKey, type ContentUse } from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { useAddContent, useCategories, useUpdateContent } from './api';
import { useDrawerSave } from './useDrawerSave';

interface ContentDrawerProps {
  /** The key edited; null: Add Content; undefined: closed. */
  content: ContentKey | null | undefined;
  /** The use of the tab it was opened from (Add Content). */
  useFor: ContentUse;
  /** Restricted mode: server keys only. */
  restricted: boolean;
  onClose: () => void;
  onReload: () => void;
}

interface ContentForm {
  category: string;
  key: string;
  base: string;
  type: 'static' | 'function_base';
  useFor: ContentUse;
  functionName?: string;
  unpublish: boolean;
}

const required = [{ required: true, whitespace: true, message: m.fillAllFields }];

/** Add/Edit Content (35%): the rules of spec/2 section 5, checked here and again by the server. */
export function ContentDrawer({ content, useFor, restricted, onClose, onReload }: ContentDrawerProps) {
  const [form] = Form.useForm<ContentForm>();
  const type = Form.useWatch('type', form);
  const use = Form.useWatch('useFor', form) ?? useFor;
  const categories = useCategories(use);
  const { save, busy } = useDrawerSave<ContentBody>({
    add: useAddContent(),
    update: useUpdateContent(),
    what: 'content key',
    onClose,
    onReload,
  });
  const initial: Partial<ContentForm> = content
    ? { ...content, functionName: content.functionName ?? undefined, unpublish: !content.publish }
    : { type: 'static', useFor, unpublish: false };

  const submit = ({ unpublish, ...values }: ContentForm) =>
    save({ ...values, publish: !unpublish }, content ?? undefined);

  return (
    <Drawer
      title={content ? 'Edit Content' : 'Add Content'}
      open={content !== undefined}
      onClose={onClose}
      size="35%"
      destroyOnHidden
    >
      <Form<ContentForm>
        form={form}
        name="content"
        layout="vertical"
        initialValues={initial}
        onFinish={submit}
      >
        <Form.Item label="Category" name="category" rules={required}>
          <AutoComplete
            options={(categories.data ?? []).map((c) => ({ value: c }))}
            filterOption={(input, option) =>
              String(option?.value).toLowerCase().includes(input.toLowerCase())
            }
          />
        </Form.Item>
        <Form.Item label="Type" name="type" rules={[{ required: true, message: m.fillAllFields }]}>
          <Radio.Group
            options={[
              { value: 'static', label: 'Static' },
              { value: 'function_base', label: 'Function base' },
            ]}
          />
        </Form.Item>
        {type === 'function_base' && (
          <Form.Item
            label="Dart function name"
            name="functionName"
            rules={[
              { required: true, whitespace: true, message: m.functionNameRequired },
              { pattern: /_$/, message: m.functionNameUnderscore },
            ]}
          >
            <Input placeholder="age_" />
          </Form.Item>
        )}
        <Form.Item
          label="Key"
          name="key"
          dependencies={['functionName', 'type']}
          rules={[
            ...required,
            { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: m.keyFormat },
            ({ getFieldValue }) => ({
              validator: (_, key: string | undefined) => {
                const name = getFieldValue('functionName') as string | undefined;
                return getFieldValue('type') !== 'function_base' || !name || !key || key.startsWith(name)
                  ? Promise.resolve()
                  : Promise.reject(new Error(m.keyStartsWithFunction));
              },
            }),
          ]}
        >
          <Input />
        </Form.Item>
        <Form.Item label="Default text (English)" name="base" rules={required}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} />
        </Form.Item>
        <Form.Item label="Use for" name="useFor" rules={[{ required: true, message: m.fillAllFields }]}>
          <Select
            options={[
              ...(restricted ? [] : [{ value: 'mobile', label: 'Mobile' }]),
              { value: 'server', label: 'Server' },
            ]}
          />
        </Form.Item>
        <Form.Item name="unpublish" valuePropName="checked">
          <Checkbox>Unpublish key</Checkbox>
        </Form.Item>
        <FormActions submit={content ? 'Save' : 'Add Content'} busy={busy} onCancel={onClose} />
      </Form>
    </Drawer>
  );
}

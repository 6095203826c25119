import { AutoComplete, Checkbox, Form, Input, Radio, Select } from 'antd';
import { languageMessages as m, type ContentBody, type ContentKey, type ContentUse } from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { FormDrawer } from '../../components/FormOverlay';
import { HistoryButton } from '../../components/history/HistoryButton';
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

/** Add/Edit Content (35%): the Content save rules, checked here and again by the server. */
export function ContentDrawer({ content, useFor, restricted, onClose, onReload }: ContentDrawerProps) {
  const { save, busy } = useDrawerSave<ContentBody>({
    add: useAddContent(),
    update: useUpdateContent(),
    what: 'content key',
    onClose,
    onReload,
  });

  return (
    <FormDrawer<ContentForm, ContentKey>
      record={content}
      keyOf={(c) => c._id}
      name="content"
      title={(c) => (c ? 'Edit Content' : 'Add Content')}
      onClose={onClose}
      size="35%"
      extra={() => content && <HistoryButton area="content" id={content._id} name={content.key} />}
      initialValues={(c): Partial<ContentForm> =>
        c
          ? { ...c, functionName: c.functionName ?? undefined, unpublish: !c.publish }
          : { type: 'static', useFor, unpublish: false }
      }
      onFinish={({ unpublish, ...values }, edited) =>
        save({ ...values, publish: !unpublish }, edited ?? undefined)
      }
    >
      {(_form, edited) => (
        <>
          <ContentFields useFor={useFor} restricted={restricted} />
          <FormActions submit={edited ? 'Save' : 'Add Content'} busy={busy} onCancel={onClose} />
        </>
      )}
    </FormDrawer>
  );
}

/** The fields, the categories offered following the Use for chosen. */
function ContentFields({ useFor, restricted }: { useFor: ContentUse; restricted: boolean }) {
  const type = Form.useWatch<ContentForm['type'] | undefined>('type');
  const use = Form.useWatch<ContentUse | undefined>('useFor') ?? useFor;
  const categories = useCategories(use);
  return (
    <>
      <Form.Item label="Category" name="category" rules={required}>
        <AutoComplete
          options={(categories.data ?? []).map((c) => ({ value: c }))}
          filterOption={(input, option) => String(option?.value).toLowerCase().includes(input.toLowerCase())}
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
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={5000} showCount />
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
    </>
  );
}

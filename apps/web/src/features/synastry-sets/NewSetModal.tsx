import { App, Form, Input, Radio, Select, type FormInstance, type UploadFile } from 'antd';
import { synastrySetMessages as m, type SynastrySet, type SynastrySetSummary } from '@orrery/contract';
import { chosenFile, ExcelFileField } from '../../components/ExcelFileField';
import { FormModal } from '../../components/FormOverlay';
import { bodyOf, draftOf } from './draft';
import { fetchSet, useCreateSet, useImportSet } from './api';

export type NewMode = 'create' | 'import';

interface Props {
  mode: NewMode | null;
  sets: readonly SynastrySetSummary[];
  onClose: () => void;
  onCreated: (set: SynastrySet) => void;
}

interface Values {
  mode: NewMode;
  name: string;
  notes?: string;
  copyOf?: string;
  file?: UploadFile[];
}

/** OK's label follows the chosen way: Create or Import. */
function OkLabel({ form }: { form: FormInstance<Values> }) {
  return Form.useWatch('mode', form) === 'import' ? 'Import' : 'Create';
}

/** New: a set copied from an existing one (create) or read from an Excel file (import); fresh at every opening. */
export function NewSetModal({ mode, sets, onClose, onCreated }: Props) {
  const { message } = App.useApp();
  const create = useCreateSet();
  const importFile = useImportSet();
  const taken = (name: string) => sets.some((s) => s.name.toLowerCase() === name.trim().toLowerCase());

  const submit = async (values: Values) => {
    const name = values.name.trim();
    const file = chosenFile(values.file);
    const answer =
      values.mode === 'import' && file
        ? await importFile.mutateAsync({ name, notes: values.notes, file })
        : await create.mutateAsync({
            ...bodyOf(draftOf(await fetchSet(values.copyOf ?? ''))),
            name,
            notes: values.notes ?? '',
          });
    void message.success(answer.message);
    onCreated(answer.item);
  };

  return (
    <FormModal<Values, NewMode>
      record={mode ?? undefined}
      keyOf={(chosen) => chosen}
      name="newSynastrySet"
      title={() => 'New Rule/Score set'}
      okText={(form) => <OkLabel form={form} />}
      confirmLoading={create.isPending || importFile.isPending}
      initialValues={(chosen) => ({ mode: chosen ?? 'create' })}
      onClose={onClose}
      onFinish={(values) => void submit(values).catch(() => undefined)}
    >
      {() => (
        <>
          <Form.Item name="mode">
            <Radio.Group
              optionType="button"
              options={[
                { value: 'create', label: 'Copy from a set' },
                { value: 'import', label: 'Import from Excel' },
              ]}
            />
          </Form.Item>
          <Form.Item
            name="name"
            label="Name"
            rules={[
              { required: true, whitespace: true, message: m.nameRequired },
              {
                validator: (_, v: string | undefined) =>
                  v && taken(v) ? Promise.reject(new Error(m.duplicateName(v.trim()))) : Promise.resolve(),
              },
            ]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="notes" label="Notes">
            <Input.TextArea maxLength={2000} rows={2} showCount />
          </Form.Item>
          <Form.Item noStyle dependencies={['mode']}>
            {({ getFieldValue }) =>
              getFieldValue('mode') === 'import' ? (
                <ExcelFileField name="file" requiredMessage={m.fileRequired} />
              ) : (
                <Form.Item
                  name="copyOf"
                  label="Copy from"
                  rules={[{ required: true, message: m.copyRequired }]}
                >
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    options={sets.map((s) => ({ value: s._id, label: s.name }))}
                  />
                </Form.Item>
              )
            }
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}

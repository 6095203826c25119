import { useState } from 'react';
import { Alert, App, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import {
  SOURCE_TEXT_LIMITS,
  sourceTextKeyProblem,
  type SourceText,
  type SourceTextBody,
  type SourceTextFields,
} from '@orrery/contract';
import { FormActions } from '../../../components/FormActions';
import { useLeaveGuard } from '../../../lib/useLeaveGuard';
import { useVersionedSave } from '../../../lib/useVersionedSave';
import { useSaveSourceText, useSourceText } from './api';

const FIELDS: { name: keyof SourceTextFields; label: string; rows?: number }[] = [
  { name: 'title', label: 'Title' },
  { name: 'fullText', label: 'Full text', rows: 8 },
  { name: 'summary', label: 'Summary', rows: 3 },
  { name: 'keywords', label: 'Keywords' },
  { name: 'lordshipNormal', label: 'Lordship (normal)', rows: 3 },
  { name: 'lordshipMulaTrikona', label: 'Lordship (Mūla Trikoṇa)', rows: 3 },
  { name: 'brighuSamhitaText', label: 'Bṛghu Saṁhita text', rows: 4 },
];

interface TextFormProps {
  text: SourceText;
  save: (body: SourceTextBody) => void;
  isPending: boolean;
}

function TextForm({ text, save, isPending }: TextFormProps) {
  const { message } = App.useApp();
  // the form is new for every key and version, so a save ends its edits
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);
  const submit = (values: SourceTextFields) => {
    const problem = sourceTextKeyProblem(text.key);
    if (problem) {
      void message.error(problem);
      return;
    }
    save({ key: text.key, ...values, version: text.version });
  };
  return (
    <Form<SourceTextFields>
      layout="vertical"
      initialValues={text}
      onFinish={submit}
      onValuesChange={() => setDirty(true)}
    >
      {FIELDS.map(({ name, label, rows }) => (
        <Form.Item key={name} name={name} label={label}>
          {rows ? (
            <Input.TextArea rows={rows} maxLength={SOURCE_TEXT_LIMITS[name]} showCount />
          ) : (
            <Input maxLength={SOURCE_TEXT_LIMITS[name]} />
          )}
        </Form.Item>
      ))}
      <FormActions submit="Save" busy={isPending} />
    </Form>
  );
}

/** The record of one key: loaded (empty when the key has no text yet) and saved over its version. */
export function SourceTextEditor({ sourceKey }: { sourceKey: string }) {
  const text = useSourceText(sourceKey);
  // here, not in the form: the form is new for every version, and the save's toast must outlive it
  const { save, isPending } = useVersionedSave(useSaveSourceText(), {
    what: 'source text',
    reload: () => text.refetch(),
  });
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="baseline">
          <span>Source text</span>
          <Typography.Text code copyable>
            {sourceKey}
          </Typography.Text>
        </Flex>
      }
      extra={
        text.data && text.data.version === 0 ? (
          <Typography.Text type="secondary">No text yet</Typography.Text>
        ) : null
      }
    >
      {text.isPending && <Skeleton active />}
      {text.isError && <Alert type="error" showIcon title={text.error.message} />}
      {text.data && (
        <TextForm
          key={`${sourceKey}-${text.data.version}`}
          text={text.data}
          save={save}
          isPending={isPending}
        />
      )}
    </Card>
  );
}

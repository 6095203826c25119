import { useState } from 'react';
import { App, Button, Descriptions, Flex, Form, Input, Switch, Typography } from 'antd';
import type { Language, TranslationRow } from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { FormDrawer } from '../../components/FormOverlay';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useMachineTranslate, useUpdateTranslate } from './api';

interface TranslateDrawerProps {
  row: TranslationRow | undefined;
  language: Language;
  onClose: () => void;
  onReload: () => void;
}

interface TranslateForm {
  translate: string;
  isPublished: boolean;
}

/** Edit language Translate (65%): the key, its English text, the machine suggestion, the text and its state. */
export function TranslateDrawer({ row, language, onClose, onReload }: TranslateDrawerProps) {
  const save = useVersionedSave(useUpdateTranslate(), {
    what: 'translation',
    reload: onReload,
    onSaved: onClose,
  });
  const { message } = App.useApp();
  const suggest = useMachineTranslate();
  // the suggestion asked for in this drawer, else the one stored with the row
  const [asked, setAsked] = useState<{ id: string; latest: string | null } | null>(null);
  const latestOf = (shown: TranslationRow) =>
    asked && asked.id === shown._id ? asked.latest : (shown.translate[0]?.latest ?? null);
  const askSuggestion = (contentId: string) =>
    suggest.mutate(
      { contentId, languageId: language._id },
      {
        onSuccess: (answer) => {
          const found = answer.item.translate[0]?.latest ?? null;
          setAsked({ id: contentId, latest: found });
          void (found ? message.success(answer.message) : message.info(answer.message));
        },
      },
    );

  return (
    <FormDrawer<TranslateForm, TranslationRow>
      record={row}
      keyOf={(r) => r._id}
      name="translate"
      title={() => 'Edit language Translate'}
      onClose={onClose}
      size="65%"
      initialValues={(r) => ({ translate: r?.translateString, isPublished: r?.status === 'Published' })}
      onFinish={(values, r) =>
        r && save.save({ contentId: r._id, languageId: language._id, version: r.version, ...values })
      }
    >
      {(form, shown) => {
        if (!shown) return null;
        const latest = latestOf(shown);
        return (
          <>
            <Descriptions
              column={1}
              bordered
              size="small"
              items={[
                { label: 'Language', children: language.language },
                { label: 'Category', children: shown.category },
                { label: 'Key', children: shown.key },
                {
                  label: 'Default',
                  children: (
                    <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{shown.base}</Typography.Text>
                  ),
                },
              ]}
              style={{ marginBottom: 16 }}
            />
            <Form.Item label={`Translate (${language.language})`} name="translate">
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={5000} showCount />
            </Form.Item>
            <Form.Item label="Machine translation">
              <Flex vertical gap={8} align="start">
                {latest && (
                  <Typography.Text data-testid="machine-suggestion" style={{ whiteSpace: 'pre-wrap' }}>
                    {latest}
                  </Typography.Text>
                )}
                <Flex gap={8}>
                  {latest && (
                    <Button size="small" onClick={() => form.setFieldValue('translate', latest)}>
                      Use it
                    </Button>
                  )}
                  <Button size="small" loading={suggest.isPending} onClick={() => askSuggestion(shown._id)}>
                    {latest ? 'Suggest again' : 'Suggest translation'}
                  </Button>
                </Flex>
              </Flex>
            </Form.Item>
            <Form.Item label="Published" name="isPublished" valuePropName="checked">
              <Switch />
            </Form.Item>
            <FormActions submit="Save" busy={save.isPending} onCancel={onClose} />
          </>
        );
      }}
    </FormDrawer>
  );
}

import { Alert, Card, Flex, Form, Input, Select, Skeleton, Switch } from 'antd';
import {
  aiReportMessages,
  chatbotSettingsProblem,
  CHATBOT_MODELS,
  CHATBOT_PROMPT_MAX,
  type ChatbotSettings,
} from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { PageHeader } from '../../components/PageHeader';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useChatbotSettings, useSaveChatbotSettings } from './api';
import { toFormValues, toItems } from './formValues';
import { TryIt } from './TryIt';

const modelOptions = CHATBOT_MODELS.map((model) => ({ value: model, label: model }));

/** /romeu-settings: enable switch, prompt, model, Save; and a "try it" box. */
export function RomeuSettingsPage() {
  const settings = useChatbotSettings();
  const { save, isPending } = useVersionedSave(useSaveChatbotSettings(), {
    what: 'Romeu setup',
    reload: () => settings.refetch(),
  });
  const data = settings.data;
  return (
    <>
      <PageHeader title="Romeu Settings" />
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 900 }}>
          {!data.aiProvider.configured && <Alert type="info" showIcon title={aiReportMessages.noModel} />}
          <Card size="small">
            <Form<ChatbotSettings>
              key={data.version}
              layout="vertical"
              initialValues={toFormValues(data.items)}
              onFinish={(values) => save({ items: toItems(values), version: data.version })}
            >
              <Form.Item name="is_chatbot_enable" label="Enable Romeu" valuePropName="checked">
                <Switch />
              </Form.Item>
              <Form.Item
                name="chatbot_prompt"
                label="Prompt"
                dependencies={['is_chatbot_enable']}
                rules={[
                  ({ getFieldValue }) => ({
                    validator: async (_, prompt?: string) => {
                      const problem = chatbotSettingsProblem({
                        is_chatbot_enable: getFieldValue('is_chatbot_enable') === true,
                        chatbot_prompt: prompt ?? '',
                      });
                      if (problem) throw new Error(problem);
                    },
                  }),
                ]}
              >
                <Input.TextArea
                  autoSize={{ minRows: 6, maxRows: 20 }}
                  maxLength={CHATBOT_PROMPT_MAX}
                  showCount
                />
              </Form.Item>
              <Form.Item name="ai_model" label="AI model">
                <Select options={modelOptions} style={{ maxWidth: 240 }} />
              </Form.Item>
              <FormActions submit="Save" busy={isPending} />
            </Form>
          </Card>
          <TryIt />
        </Flex>
      )}
    </>
  );
}

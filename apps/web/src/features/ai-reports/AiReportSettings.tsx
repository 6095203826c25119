import { Alert, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
import {
  AI_LIMITS,
  AI_REPORT_SETTINGS_KEY,
  aiReportMessages as m,
  MEMBERSHIPS,
  type AiReportSettings as Settings,
  type AiReportVersionContent,
  type Membership,
  promptPlaceholdersHelp,
} from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { HistoryButton } from '../../components/history/HistoryButton';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useAiReportSettings, useSaveAiReportSettings, useVersions } from './api';
import { MembershipBlock } from './MembershipBlock';
import { PriceTableEditor } from './PriceTableEditor';
import { VersionsTable } from './VersionsTable';

export interface AiReportSettingsProps {
  /** Generate Report of a block: the test report generator runs with that membership and the block as shown. */
  onGenerate?: (membership: Membership, settings: AiReportVersionContent) => void;
}

const promptRules = (label: string) => [
  { required: true, whitespace: true, message: `Please enter the ${label}.` },
];

/**
 * The AI report settings section: the prompts, the Premium Member Reports and Free User Reports
 * blocks (Save settings keeps the form; Save Version and Set as Live Version manage what reports use),
 * the versions of each membership, and the price table.
 */
export function AiReportSettings({ onGenerate }: AiReportSettingsProps) {
  const settings = useAiReportSettings();
  const versions = { premium: useVersions('premium'), free: useVersions('free') };
  const { save, isPending } = useVersionedSave(useSaveAiReportSettings(), {
    what: 'AI report setup',
    reload: () => settings.refetch(),
  });
  const data = settings.data;
  if (!data) return <Skeleton active />;
  const reload = (membership: Membership) => () => versions[membership].refetch();
  return (
    <Flex vertical gap={16}>
      <Alert
        type={data.aiProvider.configured ? 'success' : 'info'}
        showIcon
        title={data.aiProvider.configured ? m.modelConfigured : m.noModel}
      />
      <Form<Settings>
        key={data.data.version}
        layout="vertical"
        initialValues={data.data}
        onFinish={(values) => save({ ...values, version: data.data.version })}
      >
        <Card
          size="small"
          title="AI report settings"
          extra={
            <HistoryButton area="aiSettings" id={AI_REPORT_SETTINGS_KEY} name="the AI report settings" />
          }
        >
          <Form.Item name="promptSystem" label="System prompt" rules={promptRules('system prompt')}>
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={AI_LIMITS.prompt} showCount />
          </Form.Item>
          <Form.Item
            name="promptUser"
            label="User prompt"
            rules={promptRules('user prompt')}
            extra={<Typography.Text type="secondary">{promptPlaceholdersHelp}</Typography.Text>}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} maxLength={AI_LIMITS.prompt} showCount />
          </Form.Item>
          <Flex gap={16} wrap>
            {MEMBERSHIPS.map((membership) => (
              <MembershipBlock
                key={membership}
                membership={membership}
                versions={versions[membership].data}
                reloadVersions={reload(membership)}
                onGenerate={onGenerate}
              />
            ))}
          </Flex>
          <FormActions submit="Save settings" busy={isPending} style={{ marginTop: 16 }} />
        </Card>
      </Form>
      {MEMBERSHIPS.map((membership) => (
        <VersionsTable
          key={membership}
          membership={membership}
          versions={versions[membership]}
          reload={reload(membership)}
        />
      ))}
      <PriceTableEditor />
    </Flex>
  );
}

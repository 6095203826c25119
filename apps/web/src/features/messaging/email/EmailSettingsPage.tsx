import { App, Card, Descriptions, Flex, Form, Skeleton, Switch, Tabs } from 'antd';
import { emailMessages as m, type LanguageContent, type ReminderSettingItem } from '@orrery/contract';
import { FormActions } from '../../../components/FormActions';
import { HoursField } from '../../../components/HoursField';
import { PageHeader } from '../../../components/PageHeader';
import { useUrlChoice } from '../../../lib/useUrlState';
import { useEmailSettings, useSaveEmailSettings } from './api';

type Values = Record<string, boolean | number>;

function Texts({ content }: { content: LanguageContent[] }) {
  return (
    <>
      {content.map((c) => (
        <Card key={c.key} size="small" title={c.key} style={{ marginTop: 12 }}>
          <Descriptions
            column={1}
            size="small"
            items={c.translations.map((t) => ({ key: t.language, label: t.languageName, children: t.value }))}
          />
        </Card>
      ))}
    </>
  );
}

/** The tabs, by the key kept in the address (?tab=2 for Logout Email), so a reload shows the same one. */
const TABS = ['1', '2'] as const;

/** /email-settings: tabs Incomplete Email and Logout Email; switch, reset hours, read-only texts. */
export function EmailSettingsPage() {
  const [activeTab, setTab] = useUrlChoice('tab', TABS, '1');
  const { message } = App.useApp();
  const settings = useEmailSettings();
  const save = useSaveEmailSettings();
  const data = settings.data;
  const submit = async (values: Values) => {
    const items: ReminderSettingItem[] = Object.entries(values).map(([key, value]) => ({ key, value }));
    const answer = await save.mutateAsync(items);
    void message.success(answer.message);
  };
  const tab = (prefix: 'incomplete' | 'logout') => (
    <>
      <Form<Values>
        layout="vertical"
        name={`${prefix}EmailSettings`}
        initialValues={Object.fromEntries(
          (data?.settings ?? []).filter((s) => s.key.startsWith(prefix)).map((s) => [s.key, s.value]),
        )}
        onFinish={(v) => void submit(v).catch(() => undefined)}
      >
        <Form.Item name={`${prefix}_email_service`} label="Service" valuePropName="checked">
          <Switch />
        </Form.Item>
        <HoursField name={`${prefix}_email_sent_reset_time`} label="Reset time (hours)" />
        <FormActions submit="Save" busy={save.isPending} />
      </Form>
      <Texts content={(data?.languageContent ?? []).filter((c) => c.key.startsWith(prefix))} />
    </>
  );
  return (
    <>
      <PageHeader title="Email Settings" breadcrumb={[{ title: 'Email Settings' }]} />
      {settings.isError ? (
        m.loadSettingsFailed
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Flex vertical style={{ maxWidth: 800 }}>
          <Tabs
            activeKey={activeTab}
            onChange={(key) => setTab(key as (typeof TABS)[number])}
            items={[
              { key: '1', label: 'Incomplete Email', children: tab('incomplete') },
              { key: '2', label: 'Logout Email', children: tab('logout') },
            ]}
          />
        </Flex>
      )}
    </>
  );
}

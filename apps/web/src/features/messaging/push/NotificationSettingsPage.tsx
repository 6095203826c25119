import { App, Card, Descriptions, Flex, Form, Select, Skeleton, Switch } from 'antd';
import { FREQUENCY_CAP, REMINDER_FIELDS, type ReminderSettingItem } from '@orrery/contract';

import { FormActions } from '../../../components/FormActions';
import { HoursField } from '../../../components/HoursField';
import { PageHeader } from '../../../components/PageHeader';
import { useNotificationKeys, useNotificationSettings, useSaveNotificationSettings } from './api';

type Values = Record<string, boolean | number | string>;

const CAP_LIMITS = { min: FREQUENCY_CAP.min, max: FREQUENCY_CAP.max, whole: true } as const;

/** /notification-settings: the automatic incomplete-profile notification, the push frequency cap, and the texts. */
export function NotificationSettingsPage() {
  const { message } = App.useApp();
  const settings = useNotificationSettings();
  const keys = useNotificationKeys();
  const save = useSaveNotificationSettings();
  const data = settings.data;
  const submit = async (values: Values) => {
    const items: ReminderSettingItem[] = Object.entries(values).map(([key, value]) => ({ key, value }));
    const answer = await save.mutateAsync(items);
    void message.success(answer.message);
  };
  return (
    <>
      <PageHeader title="Notification Settings" breadcrumb={[{ title: 'Notification Settings' }]} />
      {!data ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={16} style={{ maxWidth: 800 }}>
          <Card size="small" title="Incomplete profile notification">
            <Form<Values>
              layout="vertical"
              name="notificationSettings"
              initialValues={Object.fromEntries(data.settings.map((s) => [s.key, s.value]))}
              onFinish={(v) => void submit(v).catch(() => undefined)}
            >
              <Form.Item name="incomplete_notification_service" label="Service" valuePropName="checked">
                <Switch />
              </Form.Item>
              <HoursField name="incomplete_notification_sent_reset_time" label="Reset time (hours)" />
              <Form.Item name="incomplete_notification_key" label="Redirect key">
                <Select
                  options={(keys.data ?? []).map((k) => ({ value: k.key, label: k.title }))}
                  style={{ maxWidth: 320 }}
                />
              </Form.Item>
              <HoursField
                name="notification_frequency_cap"
                label={REMINDER_FIELDS.notification_frequency_cap.label}
                limits={CAP_LIMITS}
                extra="Across manual and automatic pushes; 0 for no cap. The history counts what it held back."
              />
              <FormActions submit="Save" busy={save.isPending} />
            </Form>
          </Card>
          {data.languageContent.map((content) => (
            <Card key={content.key} size="small" title={content.key}>
              <Descriptions
                column={1}
                size="small"
                items={content.translations.map((t) => ({
                  key: t.language,
                  label: t.languageName,
                  children: t.value,
                }))}
              />
            </Card>
          ))}
        </Flex>
      )}
    </>
  );
}

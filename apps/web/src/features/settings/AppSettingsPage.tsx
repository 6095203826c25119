import { Card, Form, InputNumber, Result, Skeleton, Switch } from 'antd';
import { appSettingMessages } from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { DetailTabs } from '../../components/history/DetailTabs';
import { PageHeader } from '../../components/PageHeader';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useAppSettings, useSaveAppSettings } from './api';
import { toFormValues, toItems, type AppSettingsForm } from './appSettingsForm';

const atLeastOne = [
  { required: true, message: appSettingMessages.moreThanZero },
  { type: 'number' as const, min: 1, message: appSettingMessages.moreThanZero },
];

const counts: { name: keyof AppSettingsForm; label: string }[] = [
  { name: 'members__repeat_interval', label: 'Passed member repeat interval (minutes)' },
  { name: 'members__like_reset_min', label: 'Like reset (minutes)' },
  { name: 'members__superSpark_reset_min', label: 'Super-spark reset (minutes)' },
  { name: 'basic_swipe_like', label: 'Like limit' },
  { name: 'basic_swipe_superstar', label: 'Super-spark limit' },
  { name: 'deletionDays', label: 'Deletion wait (days)' },
  { name: 'dormant_time_limit', label: 'Dormant after (days without activity)' },
];

/** /appsettings: the app-wide counts and switches, saved over the version loaded. */
export function AppSettingsPage() {
  const settings = useAppSettings();
  const { save, isPending } = useVersionedSave(useSaveAppSettings(), {
    what: 'app settings',
    reload: () => settings.refetch(),
  });
  const data = settings.data;
  return (
    <>
      <PageHeader title="App Settings" />
      {settings.isError ? (
        <Result status="warning" title={appSettingMessages.failed} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <DetailTabs area="appSettings" id="app">
          <Card size="small" style={{ maxWidth: 640 }}>
            <Form<AppSettingsForm>
              key={data.version}
              layout="vertical"
              name="appSettings"
              initialValues={toFormValues(data.items)}
              onFinish={(values) => save({ items: toItems(values), version: data.version })}
            >
              {counts.map(({ name, label }) => (
                <Form.Item key={name} name={name} label={label} rules={atLeastOne}>
                  <InputNumber precision={0} style={{ width: 200 }} />
                </Form.Item>
              ))}
              <Form.Item name="otp_service" label="OTP service" valuePropName="checked">
                <Switch />
              </Form.Item>
              <FormActions submit="Save" busy={isPending} />
            </Form>
          </Card>
        </DetailTabs>
      )}
    </>
  );
}

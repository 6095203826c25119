import { Card, Flex, Form, Input, Result, Skeleton, Switch } from 'antd';
import {
  APP_VERSION_PATTERN,
  appSettingMessages,
  versionMessages,
  type DeviceVersion,
} from '@orrery/contract';
import { FormActions } from '../../components/FormActions';
import { PageHeader } from '../../components/PageHeader';
import { getStoredUser } from '../../lib/session';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { useDeviceVersions, useSaveDeviceVersions } from './api';

const platforms = [
  { key: 'mobile__ios', label: 'iOS' },
  { key: 'mobile__android', label: 'Android' },
] as const;

type VersionForm = Record<(typeof platforms)[number]['key'], { version: string; forceUpdate: boolean }>;

const versionRules = [
  { required: true, message: versionMessages.badVersion },
  { pattern: new RegExp(APP_VERSION_PATTERN), message: versionMessages.badVersion },
];

const toForm = (items: DeviceVersion[]): VersionForm =>
  Object.fromEntries(
    items.map(({ key, version, forceUpdate }) => [key, { version, forceUpdate }]),
  ) as VersionForm;

/** /forceUpadte: the latest iOS and Android versions and whether older apps must update. */
export function ForceUpdatePage() {
  const adminId = getStoredUser()?._id ?? '';
  const versions = useDeviceVersions(adminId);
  const { save, isPending } = useVersionedSave(useSaveDeviceVersions(adminId), {
    what: 'version policy',
    reload: () => versions.refetch(),
  });
  const data = versions.data;
  return (
    <>
      <PageHeader title="Force Update" />
      {versions.isError ? (
        <Result status="warning" title={appSettingMessages.failed} />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Form<VersionForm>
          key={data.savedAt}
          layout="vertical"
          name="forceUpdate"
          initialValues={toForm(data.items)}
          onFinish={(values) =>
            save({
              items: platforms.map(({ key }) => ({
                key,
                version: values[key].version.trim(),
                ...pickForce(values[key]),
              })),
              savedAt: data.savedAt,
            })
          }
          style={{ maxWidth: 640 }}
        >
          <Flex gap={16} wrap>
            {platforms.map(({ key, label }) => (
              <Card key={key} size="small" title={label} style={{ flex: 1, minWidth: 260 }}>
                <Form.Item name={[key, 'version']} label={`${label} version`} rules={versionRules}>
                  <Input placeholder="1.2.1" maxLength={20} />
                </Form.Item>
                <Form.Item
                  name={[key, 'forceUpdate']}
                  label={`${label} force update`}
                  valuePropName="checked"
                >
                  <Switch />
                </Form.Item>
              </Card>
            ))}
          </Flex>
          <FormActions submit="Save" busy={isPending} style={{ marginTop: 16 }} />
        </Form>
      )}
    </>
  );
}

const pickForce = (value: { forceUpdate?: boolean }) => ({ forceUpdate: value.forceUpdate === true });

import { useState } from 'react';
import {
  App,
  Button,
  Card,
  Checkbox,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Statistic,
  Typography,
} from 'antd';
import {
  hasPushTarget,
  MESSAGE_TEXT_MAX,
  NOTIFICATION_DESCRIPTION_MAX,
  PUSH_AGE,
  PUSH_LANGUAGES,
  pushAgeProblem,
  pushMessages as m,
  pushProblem,
  type PushAudience,
  type SendNotificationBody,
} from '@orrery/contract';
import { PageHeader } from '../../../components/PageHeader';
import { useAudienceCount, useNotificationKeys, useSendNotification } from './api';
import { LocationSelect } from './LocationSelect';
import { noGroups, splitIds, toggleGroup, type UserGroup } from './userGroups';

interface Values {
  language?: typeof ANY_LANGUAGE | 'en' | 'pt_br';
  fromAgeValue?: number | null;
  toAgeValue?: number | null;
  gender?: ('m' | 'f')[];
  cities?: string[];
  states?: string[];
  countries?: string[];
  notificationKey?: string;
  notificationTitle?: string;
  notificationBody?: string;
  notificationDescription?: string;
  userIds?: string;
}

const groupLabels: [UserGroup, string][] = [
  ['allUser', 'All'],
  ['dormantUser', 'Dormant'],
  ['activeUser', 'Active'],
  ['inCompleteUser', 'Incomplete'],
];

/** Who the push goes to: the marked groups, else the filters and ids typed; and its key. */
/** "Any language" (no language filter, the form's value until one is chosen), then the languages. */
const ANY_LANGUAGE = 'any';
const languageOptions = [
  { value: ANY_LANGUAGE, label: m.anyLanguage },
  ...PUSH_LANGUAGES.map((l) => ({ value: l.key, label: l.label })),
];

function audienceOf(values: Values, groups: typeof noGroups): PushAudience {
  return {
    ...groups,
    ...(groups.allUser
      ? {}
      : {
          language: values.language === ANY_LANGUAGE ? undefined : values.language,
          fromAgeValue: values.fromAgeValue ?? null,
          toAgeValue: values.toAgeValue ?? null,
          gender: values.gender ?? [],
          cities: values.cities ?? [],
          states: values.states ?? [],
          countries: values.countries ?? [],
          userIds: splitIds(values.userIds),
        }),
    notificationKey: values.notificationKey,
  };
}

/** What a send now would leave out of the audience: the frequency cap's and the missing tokens' share. */
function LeftOut({ cap, tokenless }: { cap: number; tokenless: number }) {
  if (!cap && !tokenless) return null;
  return (
    <Typography.Text type="secondary" className="audience-left-out">
      {m.audienceLeftOut(cap, tokenless)}
    </Typography.Text>
  );
}

/** /push-notification: audience, texts, the audience count, the checks, the confirmation. */
export function PushNotificationPage() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [groups, setGroups] = useState(noGroups);
  const values = Form.useWatch([], form) ?? {};
  const keys = useNotificationKeys();
  const send = useSendNotification();

  const audience = audienceOf(values, groups);
  const audienceReady = pushAgeProblem(audience) === undefined && hasPushTarget(audience);
  const count = useAudienceCount(audience, audienceReady);

  const clear = () => {
    form.resetFields();
    setGroups(noGroups);
  };
  const submit = () => {
    // what the form holds now (the watched copy above may lag a change by a render)
    const now = form.getFieldsValue(true);
    const body: SendNotificationBody = {
      ...audienceOf(now, groups),
      notificationTitle: now.notificationTitle,
      notificationBody: now.notificationBody,
      notificationDescription: now.notificationDescription,
    };
    const problem = pushProblem(body);
    if (problem) return void message.error(problem);
    modal.confirm({
      title: m.confirm,
      okText: 'Yes',
      cancelText: 'No',
      // a refusal (unknown ids…) is the client's error toast; the form keeps what was typed
      onOk: () =>
        send.mutateAsync(body).then(
          (answer) => {
            void message.success(answer.message);
            clear();
          },
          () => undefined,
        ),
    });
  };

  return (
    <>
      <PageHeader title="Push Notification" breadcrumb={[{ title: 'Push Notification' }]} />
      <Form form={form} layout="vertical" name="pushNotification" style={{ maxWidth: 900 }}>
        <Flex vertical gap={16}>
          <Card size="small" title="Users">
            <Space wrap>
              {groupLabels.map(([group, label]) => (
                <Checkbox
                  key={group}
                  checked={groups[group]}
                  onChange={() => setGroups(toggleGroup(groups, group))}
                >
                  {label}
                </Checkbox>
              ))}
            </Space>
            <Form.Item
              name="userIds"
              label="User IDs (one per line, or separated by commas or spaces)"
              style={{ marginTop: 12 }}
            >
              <Input.TextArea rows={3} disabled={groups.allUser} />
            </Form.Item>
          </Card>
          {!groups.allUser && (
            <>
              <Card size="small" title="Language">
                <Form.Item name="language" noStyle initialValue={ANY_LANGUAGE}>
                  <Radio.Group options={languageOptions} />
                </Form.Item>
              </Card>
              <Card size="small" title="Age range">
                <Space>
                  <Form.Item name="fromAgeValue" label="From" noStyle>
                    <InputNumber
                      aria-label="From age"
                      placeholder="From"
                      min={PUSH_AGE.min}
                      max={PUSH_AGE.max}
                      precision={0}
                    />
                  </Form.Item>
                  <Form.Item name="toAgeValue" label="To" noStyle>
                    <InputNumber
                      aria-label="To age"
                      placeholder="To"
                      min={PUSH_AGE.min}
                      max={PUSH_AGE.max}
                      precision={0}
                    />
                  </Form.Item>
                </Space>
              </Card>
              <Card size="small" title="Gender">
                <Form.Item name="gender" noStyle>
                  <Checkbox.Group
                    options={[
                      { value: 'm', label: 'Male' },
                      { value: 'f', label: 'Female' },
                    ]}
                  />
                </Form.Item>
              </Card>
              <Card size="small" title="Location">
                <Flex gap={12} wrap>
                  <Form.Item name="cities" noStyle>
                    <LocationSelect searchBy="city" label="Cities" empty={m.noCities} />
                  </Form.Item>
                  <Form.Item name="states" noStyle>
                    <LocationSelect searchBy="region" label="States" empty={m.noStates} />
                  </Form.Item>
                  <Form.Item name="countries" noStyle>
                    <LocationSelect searchBy="country" label="Countries" empty={m.noCountries} />
                  </Form.Item>
                </Flex>
              </Card>
            </>
          )}
          <Card size="small" title="Notification">
            <Form.Item name="notificationKey" label="Notification key">
              <Select
                aria-label="Notification key"
                loading={keys.isLoading}
                options={(keys.data ?? []).map((k) => ({ value: k.key, label: k.title }))}
                style={{ maxWidth: 320 }}
              />
            </Form.Item>
            <Form.Item name="notificationTitle" label="Notification Heading">
              <Input maxLength={MESSAGE_TEXT_MAX} showCount />
            </Form.Item>
            <Form.Item name="notificationBody" label="Notification Text">
              <Input.TextArea maxLength={MESSAGE_TEXT_MAX} showCount rows={3} />
            </Form.Item>
            <Form.Item name="notificationDescription" label="Description">
              <Input.TextArea rows={2} maxLength={NOTIFICATION_DESCRIPTION_MAX} showCount />
            </Form.Item>
          </Card>
          <Flex justify="space-between" align="center">
            <Flex vertical gap={4}>
              <Statistic
                className="audience-count"
                title="Audience"
                value={audienceReady ? (count.data?.count ?? (count.isError ? '—' : '…')) : '—'}
                suffix={audienceReady ? 'members' : undefined}
              />
              {audienceReady && count.isError && (
                <Typography.Text type="danger">{m.audienceCountFailed}</Typography.Text>
              )}
              {audienceReady && count.data && (
                <LeftOut cap={count.data.heldBackByCap} tokenless={count.data.withoutPushToken} />
              )}
            </Flex>
            <Space>
              <Button onClick={clear}>Clear</Button>
              <Button type="primary" loading={send.isPending} onClick={submit}>
                Send Notification
              </Button>
            </Space>
          </Flex>
          {!audienceReady && (
            <Typography.Text type="secondary">
              Mark users, language, age, gender or location to see the audience.
            </Typography.Text>
          )}
        </Flex>
      </Form>
    </>
  );
}

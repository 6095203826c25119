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
  pushAgeProblem,
  pushMessages as m,
  pushProblem,
  type SendNotificationBody,
} from '@orrery/contract';
import { PageHeader } from '../../../components/PageHeader';
import { useSendOptions } from '../../../components/schedule/api';
import { ScheduleFields } from '../../../components/schedule/ScheduleFields';
import { checkSchedule, scheduleTexts as t } from '../../../components/schedule/schedule';
import { ANY_LANGUAGE, audienceOf, languageOptions, type PushValues } from './audience';
import { useAudienceCount, useNotificationKeys, useSendNotification } from './api';
import { LocationSelect } from './LocationSelect';
import { noGroups, toggleGroup, type UserGroup } from './userGroups';

const groupLabels: [UserGroup, string][] = [
  ['allUser', 'All'],
  ['dormantUser', 'Dormant'],
  ['activeUser', 'Active'],
  ['inCompleteUser', 'Incomplete'],
];

/** What a send now would leave out of the audience: the frequency cap's and the missing tokens' share. */
function LeftOut({ cap, tokenless }: { cap: number; tokenless: number }) {
  if (!cap && !tokenless) return null;
  return (
    <Typography.Text type="secondary" className="audience-left-out">
      {m.audienceLeftOut(cap, tokenless)}
    </Typography.Text>
  );
}

/**
 * /push-notification: audience, texts, when (now, or scheduled in the company's zone or each member's), the
 * audience count, the checks, the confirmation.
 */
export function PushNotificationPage() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<PushValues>();
  const [groups, setGroups] = useState(noGroups);
  const values: PushValues = Form.useWatch([], form) ?? {};
  const keys = useNotificationKeys();
  const send = useSendNotification();
  const options = useSendOptions();
  const scheduling = (values.sendMode ?? 'now') !== 'now';

  const audience = audienceOf(values, groups);
  const audienceReady = pushAgeProblem(audience) === undefined && hasPushTarget(audience);
  const count = useAudienceCount(audience, audienceReady);

  const clear = () => {
    form.resetFields();
    setGroups(noGroups);
  };
  const submit = () => {
    // what the form holds now (the watched copy above may lag a change by a render)
    const now: PushValues = form.getFieldsValue(true);
    const texts: SendNotificationBody = {
      ...audienceOf(now, groups),
      notificationTitle: now.notificationTitle,
      notificationBody: now.notificationBody,
      notificationDescription: now.notificationDescription,
    };
    const problem = pushProblem(texts);
    if (problem) return void message.error(problem);
    const schedule = checkSchedule(now, options.data?.timeZone);
    if ('problem' in schedule) return void message.error(schedule.problem);
    const body: SendNotificationBody = { ...texts, ...schedule.body };
    modal.confirm({
      title: schedule.when ? t.confirmPush(schedule.when) : m.confirm,
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
          <Card size="small" title="Schedule">
            <ScheduleFields options={options} />
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
              <Button
                type="primary"
                loading={send.isPending || (scheduling && options.isLoading)}
                onClick={submit}
              >
                {scheduling ? t.schedule : 'Send Notification'}
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

import { App, Button, Card, Flex, Form, Input, Radio, Typography } from 'antd';
import { EMAIL_BODY_MAX, MESSAGE_TEXT_MAX, PUSH_LANGUAGES, emailMessages as m } from '@orrery/contract';
import { PageHeader } from '../../../components/PageHeader';
import { useSendOptions } from '../../../components/schedule/api';
import { ScheduleFields } from '../../../components/schedule/ScheduleFields';
import {
  checkSchedule,
  scheduleTexts as t,
  type ScheduleValues,
} from '../../../components/schedule/schedule';
import { useSendEmail } from './api';

interface Values extends ScheduleValues {
  userIds?: string;
  emailSubject?: string;
  emailBody?: string;
  language: 'en' | 'pt_br';
}

const splitIds = (text: string | undefined) => [...new Set((text ?? '').split(/[\s,]+/).filter(Boolean))];

/**
 * /email-contents (Manual Email): ids, subject, body with simple formatting, language, when (now, or
 * scheduled in the company's zone or each member's), confirmation.
 */
export function EmailComposePage() {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const send = useSendEmail();
  const options = useSendOptions();
  const scheduling = (Form.useWatch('sendMode', form) ?? 'now') !== 'now';
  const submit = (values: Values) => {
    const userIds = splitIds(values.userIds);
    const emailSubject = values.emailSubject?.trim() ?? '';
    const emailBody = values.emailBody?.trim() ?? '';
    if (!userIds.length || !emailSubject || !emailBody) return void message.error(m.required);
    const schedule = checkSchedule(form.getFieldsValue(true), options.data?.timeZone);
    if ('problem' in schedule) return void message.error(schedule.problem);
    modal.confirm({
      title: schedule.when ? t.confirmEmail(schedule.when) : m.confirm,
      content: `${userIds.length} member${userIds.length === 1 ? '' : 's'}`,
      okText: 'Yes',
      cancelText: 'No',
      // a refusal (unknown ids…) is the client's error toast; the form keeps what was typed
      onOk: () =>
        send
          .mutateAsync({ userIds, emailSubject, emailBody, language: values.language, ...schedule.body })
          .then(
            (answer) => {
              void message.success(answer.message);
              form.resetFields();
            },
            () => undefined,
          ),
    });
  };
  return (
    <>
      <PageHeader title="Push Email" breadcrumb={[{ title: 'Manual Email' }]} />
      <Card size="small" style={{ maxWidth: 900 }}>
        <Form<Values>
          form={form}
          layout="vertical"
          name="pushEmail"
          initialValues={{ language: 'en' }}
          onFinish={submit}
        >
          <Form.Item name="userIds" label="User IDs (one per line, or separated by commas or spaces)">
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item name="emailSubject" label="Subject">
            <Input maxLength={MESSAGE_TEXT_MAX} showCount />
          </Form.Item>
          <Form.Item
            name="emailBody"
            label="Body"
            extra={
              <Typography.Text type="secondary">
                Simple formatting: **bold**, _italic_, lists starting with -, links as [text](https://…); HTML
                is shown as text.
              </Typography.Text>
            }
          >
            <Input.TextArea rows={8} maxLength={EMAIL_BODY_MAX} showCount />
          </Form.Item>
          <Form.Item name="language" label="Language">
            <Radio.Group options={PUSH_LANGUAGES.map((l) => ({ value: l.key, label: l.label }))} />
          </Form.Item>
          <ScheduleFields options={options} />
          <Flex justify="end" gap={8}>
            <Button onClick={() => form.resetFields()}>Clear</Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={send.isPending || (scheduling && options.isLoading)}
            >
              {scheduling ? t.schedule : 'Send Email'}
            </Button>
          </Flex>
        </Form>
      </Card>
    </>
  );
}

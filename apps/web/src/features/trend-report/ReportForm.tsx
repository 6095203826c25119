import { Button, Col, DatePicker, Form, Row, Select, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  REPORT_LANGUAGES,
  REPORT_USER_TYPES,
  trendReportMessages as m,
  type TrendReportBody,
} from '@orrery/contract';
import { MemberSelect } from './MemberSelect';

export interface ReportFormValues {
  userId?: string;
  gender?: 'm' | 'f';
  usertype?: TrendReportBody['usertype'];
  language?: TrendReportBody['language'];
  day: Dayjs;
}

const genderOptions = [
  { value: 'm', label: 'Male' },
  { value: 'f', label: 'Female' },
];

/** The three selects after the member, each with its required message. */
const choices = [
  { name: 'gender', label: 'Gender', message: m.genderRequired, options: genderOptions },
  {
    name: 'usertype',
    label: 'User type',
    message: m.userTypeRequired,
    options: REPORT_USER_TYPES.map((t) => ({ ...t })),
  },
  {
    name: 'language',
    label: 'Language',
    message: m.languageRequired,
    options: REPORT_LANGUAGES.map((value) => ({ value, label: value })),
  },
] as const;

/** The report's day at 12:00 UTC. */
export const noonUtc = (day: Dayjs) => `${day.format('YYYY-MM-DD')}T12:00:00.000Z`;

interface Props {
  /** Given by a parent whose own button (the AI settings' Generate Report) submits this form. */
  form?: FormInstance<ReportFormValues>;
  loading: boolean;
  onGenerate: (body: TrendReportBody) => void;
}

/** Member, gender, user type, language and day of the test report; each required choice has its message. */
export function ReportForm({ form: given, loading, onGenerate }: Props) {
  const [form] = Form.useForm<ReportFormValues>(given);
  const submit = (v: ReportFormValues) => {
    if (!v.userId || !v.gender || !v.usertype || !v.language) return;
    onGenerate({
      userId: v.userId,
      gender: v.gender,
      usertype: v.usertype,
      language: v.language,
      date: noonUtc(v.day),
    });
  };
  return (
    <Form<ReportFormValues> form={form} layout="vertical" initialValues={{ day: dayjs() }} onFinish={submit}>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item label="Member" name="userId" rules={[{ required: true, message: m.userRequired }]}>
            <MemberSelect
              onPick={(member) => {
                if (member?.gender === 'm' || member?.gender === 'f')
                  form.setFieldValue('gender', member.gender);
              }}
            />
          </Form.Item>
        </Col>
        {choices.map((c) => (
          <Col xs={12} md={4} key={c.name}>
            <Form.Item label={c.label} name={c.name} rules={[{ required: true, message: c.message }]}>
              <Select options={c.options} aria-label={c.label} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={12} md={4}>
          <Form.Item label="Day (12:00 UTC)" name="day" rules={[{ required: true }]}>
            <DatePicker allowClear={false} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={loading}>
        Generate Report
      </Button>
    </Form>
  );
}

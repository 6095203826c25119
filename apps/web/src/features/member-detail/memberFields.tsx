import { Col, Form, Input, type FormRule } from 'antd';
import { DateTime } from 'luxon';
import { isAdultBirthDate, memberFormMessages as m, memberRuleMessages } from '@orrery/contract';
import { ageInYearsAndMonths, parseDob } from '../../lib/memberFormat';
import { half } from './fields';

/**
 * The identity and birth fields the member form and the Add member drawer share: one set of fields
 * with one set of rules (the server checks the same: nickname, e-mail, date of birth 18+, time HH:mm).
 */

/** Date of birth as typed: a readable date, not in the future, the member at least 18 today. */
export function dobProblem(value: string | undefined): string | null {
  if (!value) return null;
  const dob = parseDob(value);
  if (!dob) return m.dob;
  const today = DateTime.utc().toISODate() ?? '';
  if (dob > today) return memberRuleMessages.dobFuture;
  return isAdultBirthDate(dob, today) ? null : memberRuleMessages.dobTooYoung;
}

const dobRules = (required: boolean): FormRule[] => [
  {
    validator: (_, value: string | undefined) => {
      const problem = !value && required ? m.dob : dobProblem(value);
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  },
];

const nickNameRules: FormRule[] = [{ required: true, whitespace: true, message: m.nickName }, { max: 100 }];
const emailRules: FormRule[] = [
  { required: true, whitespace: true, message: m.email },
  { type: 'email', message: m.emailInvalid },
  { max: 254 },
];

export const NickNameField = () => (
  <Col {...half}>
    <Form.Item label="Nickname" name="nickName" rules={nickNameRules}>
      <Input />
    </Form.Item>
  </Col>
);

/** The e-mail, across the row (`wide`) or in half of it. */
export const EmailField = ({ wide = false }: { wide?: boolean }) => (
  <Col {...(wide ? { span: 24 } : half)}>
    <Form.Item label="Email" name="identifier" rules={emailRules}>
      <Input type="email" />
    </Form.Item>
  </Col>
);

/** Date and time of birth; the date is required on create (a member being edited may not have one yet). */
export function BirthDateTimeFields({ required = false }: { required?: boolean }) {
  const dob = Form.useWatch<string | undefined>('dob', Form.useFormInstance());
  const parsed = dob ? parseDob(dob) : null;
  return (
    <>
      <Col {...half}>
        <Form.Item
          label="Date of birth"
          name="dob"
          required={required}
          extra={`DD-MMM-YYYY, DD-MM-YYYY, DD-MMM-YY or YYYY-MM-DD · Age ${ageInYearsAndMonths(parsed)}`}
          rules={dobRules(required)}
        >
          <Input placeholder="15-May-1990" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          label="Time of birth"
          name="tob"
          rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: m.tob }]}
        >
          <Input placeholder="HH:mm" />
        </Form.Item>
      </Col>
    </>
  );
}

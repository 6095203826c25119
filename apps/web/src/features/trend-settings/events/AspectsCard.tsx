import { Card, Checkbox, Col, Form, Row, Typography } from 'antd';
import {
  currentTrendsMessages as m,
  isNumberWithin,
  TREND_ORB_MAX,
  type AstroSettingsContent,
} from '@orrery/contract';
import { NumberInput } from '../../../components/NumberInput';

type Key = keyof AstroSettingsContent;
interface Group {
  title: string;
  switches: { name: Key; label: string }[];
  orb: { name: Key; label: string };
  peak: { name: Key; label: string };
}

const GROUPS: Group[] = [
  {
    title: 'Transit',
    switches: [
      { name: 'transitAspects', label: 'Transit aspects (to natal)' },
      { name: 'transitToProgr', label: 'Transit to progressed' },
    ],
    orb: { name: 'transitAspectOrb', label: 'Transit aspect orb' },
    peak: { name: 'transitAspectPeakOrb', label: 'Transit peak orb' },
  },
  {
    title: 'Progressed',
    switches: [
      { name: 'progressedAspects', label: 'Progressed aspects' },
      { name: 'progressedToNatal', label: 'Progressed to natal' },
      { name: 'progressedToProgr', label: 'Progressed to progressed' },
    ],
    orb: { name: 'progressedAspectOrb', label: 'Progressed aspect orb' },
    peak: { name: 'progressedAspectPeakOrb', label: 'Progressed peak orb' },
  },
];

const ORB = { min: 0, max: TREND_ORB_MAX };
/** The server's check and message: degrees from 0 to 30, typed text refused rather than replaced. */
const orbRules = [
  { required: true, message: `Enter an orb from 0 to ${TREND_ORB_MAX}°.` },
  {
    validator: async (_: unknown, value: unknown) => {
      if (value !== null && value !== undefined && !isNumberWithin(value, ORB)) throw new Error(m.orbRange);
    },
  },
];

function OrbInput({ name, label }: { name: Key; label: string }) {
  return (
    <Form.Item name={name} label={label} rules={orbRules}>
      <NumberInput aria-label={label} limits={ORB} suffix="°" style={{ width: 120 }} />
    </Form.Item>
  );
}

/** Transit and progressed aspects: which are looked for, their orbs and peak orbs (degrees). */
export function AspectsCard() {
  return (
    <Card size="small" title="Astro events">
      <Row gutter={24}>
        {GROUPS.map((group) => (
          <Col key={group.title} xs={24} md={12}>
            <Typography.Text strong>{group.title}</Typography.Text>
            {group.switches.map(({ name, label }) => (
              <Form.Item key={name} name={name} valuePropName="checked" style={{ marginBottom: 4 }}>
                <Checkbox>{label}</Checkbox>
              </Form.Item>
            ))}
            <Row gutter={16}>
              <Col>
                <OrbInput {...group.orb} />
              </Col>
              <Col>
                <OrbInput {...group.peak} />
              </Col>
            </Row>
          </Col>
        ))}
      </Row>
    </Card>
  );
}

import { Form, InputNumber, Select } from 'antd';
import {
  RULE_DIMENSIONS,
  RULE_WEIGHT,
  synastrySetMessages as m,
  type SynastryRuleRow,
} from '@orrery/contract';
import { FormModal } from '../../components/FormOverlay';
import { startsWith } from './draft';

interface Props {
  open: boolean;
  rules: readonly SynastryRuleRow[];
  onCancel: () => void;
  onSubmit: (rule: SynastryRuleRow) => void;
}

const required = {
  communication: m.communicationRequired,
  connection: m.connectionRequired,
  energy: m.energyRequired,
  stability: m.stabilityRequired,
} as const;
/** Choosing a rule clears the four values. */
const CLEARED = { communication: undefined, connection: undefined, energy: undefined, stability: undefined };
const title = (d: string) => d[0]?.toUpperCase() + d.slice(1);

/** "Add synastry rule": a rule chosen by prefix, then its four required weights; fresh at every opening. */
export function RuleModal({ open, rules, onCancel, onSubmit }: Props) {
  return (
    <FormModal<SynastryRuleRow>
      record={open ? null : undefined}
      name="synastryRule"
      title={() => 'Add synastry rule'}
      okText="Save"
      onClose={onCancel}
      onFinish={(rule) => onSubmit(rule)}
      onValuesChange={(changed, form) => changed.rules && form.setFieldsValue(CLEARED)}
    >
      {() => (
        <>
          <Form.Item name="rules" label="Rule" rules={[{ required: true, message: m.ruleRequired }]}>
            <Select
              showSearch={{ filterOption: (input, option) => startsWith(input, String(option?.label ?? '')) }}
              placeholder="Type the start of a rule, e.g. su_120"
              options={rules.map((r) => ({ value: r.rules, label: r.rules }))}
            />
          </Form.Item>
          {RULE_DIMENSIONS.map((d) => (
            <Form.Item key={d} name={d} label={title(d)} rules={[{ required: true, message: required[d] }]}>
              <InputNumber min={RULE_WEIGHT.min} max={RULE_WEIGHT.max} step={0.5} style={{ width: '100%' }} />
            </Form.Item>
          ))}
        </>
      )}
    </FormModal>
  );
}

import type { ReactNode } from 'react';
import { Col, Form, Select } from 'antd';
import { memberOptions } from './options';

/** Two form fields per row on wide screens. */
export const half = { xs: 24, md: 12 };

interface ChoiceProps {
  label: string;
  name: string | (string | number)[];
  options: { value: string; label: string }[];
  allowClear?: boolean;
}

/** An enumeration as a Select (cleared to null), in half a row. */
export function Choice({ label, name, options, allowClear = true }: ChoiceProps) {
  return (
    <Col {...half}>
      <Form.Item label={label} name={name} normalize={(value: string | undefined) => value ?? null}>
        <Select
          options={options}
          allowClear={allowClear}
          placeholder="—"
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
    </Col>
  );
}

/** A field with its public/private switch beside it (`…_public_element`). */
export function WithVisibility({
  children,
  name,
  label,
}: {
  children: ReactNode;
  name: string;
  label: string;
}) {
  return (
    <>
      {children}
      <Col {...half}>
        <Form.Item label={`${label} visibility`} name={name}>
          <Select options={memberOptions.publicElement} />
        </Form.Item>
      </Col>
    </>
  );
}

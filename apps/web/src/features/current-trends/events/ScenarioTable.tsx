import { Card, Form, Input, InputNumber, Table, Typography } from 'antd';
import {
  SCENARIO_ASPECTS,
  scenarioProblem,
  type ScenarioAspect,
  type TransitScenarioRow,
} from '@orrery/contract';
import { fromFormRows } from './formValues';
import { scenarioAspectLabels } from './labels';

interface Row {
  index: number;
}

function Cell({ index, aspect }: { index: number; aspect: ScenarioAspect }) {
  return (
    <Form.Item name={[index, aspect]} noStyle>
      <InputNumber
        aria-label={`${scenarioAspectLabels[aspect]}, row ${index + 1}`}
        min={0}
        max={1}
        step={0.01}
        placeholder="0–1"
        style={{ width: 90 }}
      />
    </Form.Item>
  );
}

/** The spec's checks of the table (spec/3 section 5), shown under it; the save waits for them. */
async function checkRows(_: unknown, rows: TransitScenarioRow[]): Promise<void> {
  const problem = scenarioProblem(fromFormRows(rows));
  if (problem) throw new Error(problem);
}

/**
 * The transit scenario table: six fixed rows, an intensity from 0 to 1 (or nothing) per aspect.
 * A row left wholly empty is dropped on save.
 */
export function ScenarioTable() {
  const columns = [
    {
      title: 'Scenario',
      key: 'scenario',
      render: (_: unknown, { index }: Row) => (
        <Form.Item name={[index, 'scenario']} noStyle>
          <Input aria-label={`Scenario, row ${index + 1}`} style={{ minWidth: 180 }} />
        </Form.Item>
      ),
    },
    ...SCENARIO_ASPECTS.map((aspect) => ({
      title: scenarioAspectLabels[aspect],
      key: aspect,
      render: (_: unknown, { index }: Row) => <Cell index={index} aspect={aspect} />,
    })),
  ];
  return (
    <Card size="small" title="Transit scenario">
      <Typography.Paragraph type="secondary">
        Intensity of an event by how often it peaks and its aspect, from 0 to 1. Empty rows are dropped.
      </Typography.Paragraph>
      <Form.List name="transitScenario" rules={[{ validator: checkRows }]}>
        {(fields, _, { errors }) => (
          <>
            <Table<Row>
              size="small"
              pagination={false}
              rowKey="index"
              scroll={{ x: true }}
              dataSource={fields.map((field) => ({ index: field.name }))}
              columns={columns}
            />
            <Form.Item>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </>
        )}
      </Form.List>
    </Card>
  );
}

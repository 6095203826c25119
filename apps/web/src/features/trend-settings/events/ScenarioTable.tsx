import { Card, Form, Table, Typography } from 'antd';
import {
  SCENARIO_ASPECTS,
  scenarioProblem,
  TRANSIT_SCENARIO_NAMES,
  type ScenarioAspect,
  type TransitScenarioRow,
} from '@orrery/contract';
import { NumberInput } from '../../../components/NumberInput';
import { fromFormRows } from './formValues';
import { scenarioAspectLabels } from './labels';

interface Row {
  index: number;
}

/** A cell: an intensity from 0 to 1 (meant in hundredths, though any number in range is taken), or empty. */
const CELL = { min: 0, max: 1 };

function Cell({ index, aspect }: { index: number; aspect: ScenarioAspect }) {
  return (
    <Form.Item name={[index, aspect]} noStyle>
      <NumberInput
        aria-label={`${scenarioAspectLabels[aspect]}, row ${index + 1}`}
        limits={CELL}
        placeholder="0–1"
        style={{ width: 90 }}
      />
    </Form.Item>
  );
}

/** The table's checks (contract `scenarioProblem`), shown under it; the save waits for them. */
async function checkRows(_: unknown, rows: TransitScenarioRow[]): Promise<void> {
  const problem = scenarioProblem(fromFormRows(rows));
  if (problem) throw new Error(problem);
}

/**
 * The transit scenario table: the six fixed scenarios (named, not renamed), an intensity from
 * 0 to 1 (or nothing) per aspect.
 */
export function ScenarioTable() {
  const columns = [
    {
      title: 'Scenario',
      key: 'scenario',
      render: (_: unknown, { index }: Row) => (
        <Typography.Text style={{ whiteSpace: 'nowrap' }}>{TRANSIT_SCENARIO_NAMES[index]}</Typography.Text>
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
        Intensity of an event by how often it peaks and its aspect, from 0 to 1; an empty cell gives none.
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

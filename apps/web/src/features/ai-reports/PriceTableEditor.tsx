import { Button, Card, Flex, Form, Input, Skeleton } from 'antd';
import { AI_LIMITS, AI_NUMBER_FIELDS, isNumberWithin, type ModelPrice } from '@orrery/contract';
import { NumberInput } from '../../components/NumberInput';
import { useVersionedSave } from '../../lib/useVersionedSave';
import { usePrices, useSavePrices } from './api';

interface PriceForm {
  prices: ModelPrice[];
}

const PRICE = AI_NUMBER_FIELDS.price;
const euroField = { limits: PRICE.limits, prefix: '€', style: { width: 140 } } as const;
/** Required, and euros within the server's limits: typed text is refused, never replaced. */
const priceRules = [
  { required: true, message: 'Price required.' },
  {
    validator: async (_: unknown, value: unknown) => {
      if (value !== null && value !== undefined && !isNumberWithin(value, PRICE.limits))
        throw new Error(PRICE.message);
    },
  },
];

/** The price table: euros per million input and output tokens per model, editable. */
export function PriceTableEditor() {
  const prices = usePrices();
  const { save, isPending } = useVersionedSave(useSavePrices(), {
    what: 'price table',
    reload: () => prices.refetch(),
  });
  const data = prices.data;
  return (
    <Card size="small" title="AI prices (euros per million tokens)">
      {!data ? (
        <Skeleton active />
      ) : (
        <Form<PriceForm>
          key={data.version}
          initialValues={{ prices: data.prices }}
          onFinish={(values) => save({ prices: values.prices, version: data.version })}
        >
          <Form.List name="prices">
            {(rows, { add, remove }) => (
              <Flex vertical gap={4}>
                {rows.map(({ key, name }) => (
                  <Flex key={key} gap={8} align="baseline">
                    <Form.Item
                      name={[name, 'model']}
                      rules={[{ required: true, whitespace: true, message: 'Please enter the model.' }]}
                    >
                      <Input placeholder="model" aria-label="Model" style={{ width: 200 }} />
                    </Form.Item>
                    <Form.Item name={[name, 'input']} rules={priceRules}>
                      <NumberInput {...euroField} aria-label="Input price" suffix="in" />
                    </Form.Item>
                    <Form.Item name={[name, 'output']} rules={priceRules}>
                      <NumberInput {...euroField} aria-label="Output price" suffix="out" />
                    </Form.Item>
                    <Button onClick={() => remove(name)} disabled={rows.length <= 1}>
                      Remove
                    </Button>
                  </Flex>
                ))}
                <Flex gap={8} justify="end">
                  <Button
                    onClick={() => add({ model: '', input: 0, output: 0 })}
                    disabled={rows.length >= AI_LIMITS.priceRows}
                  >
                    Add model
                  </Button>
                  <Button type="primary" htmlType="submit" loading={isPending}>
                    Save prices
                  </Button>
                </Flex>
              </Flex>
            )}
          </Form.List>
        </Form>
      )}
    </Card>
  );
}

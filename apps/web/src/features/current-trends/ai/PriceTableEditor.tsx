import { Button, Card, Flex, Form, Input, InputNumber, Skeleton } from 'antd';
import { AI_LIMITS, type ModelPrice } from '@orrery/contract';
import { useVersionedSave } from '../../../lib/useVersionedSave';
import { usePrices, useSavePrices } from './api';

interface PriceForm {
  prices: ModelPrice[];
}

const euroField = { min: 0, max: AI_LIMITS.price, step: 0.01, prefix: '€', style: { width: 140 } } as const;

/** The price table (beyond the spec): euros per million input and output tokens per model, editable. */
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
                    <Form.Item
                      name={[name, 'input']}
                      rules={[{ required: true, message: 'Price required.' }]}
                    >
                      <InputNumber {...euroField} aria-label="Input price" addonAfter="in" />
                    </Form.Item>
                    <Form.Item
                      name={[name, 'output']}
                      rules={[{ required: true, message: 'Price required.' }]}
                    >
                      <InputNumber {...euroField} aria-label="Output price" addonAfter="out" />
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

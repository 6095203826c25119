import { App, Button, Divider, Form, Select, Typography } from 'antd';
import { MAX_MANUAL_PAIRS, pairMessages, type PairGroup } from '@orrery/contract';
import { FormModal } from '../../components/FormOverlay';
import { useCreatePairs } from './api';
import { PersonFields, toPersonInput, type PersonValues } from './PersonFields';

interface Values {
  groupId: string;
  pairs: { userA: PersonValues; userB: PersonValues }[];
}

interface Props {
  open: boolean;
  groups: PairGroup[];
  groupId?: string;
  onClose: () => void;
}

/** Import: 1 to 5 pairs entered by hand into a group (`POST pair/create`). */
export function PairImportModal({ open, groups, groupId, onClose }: Props) {
  const { message } = App.useApp();
  const create = useCreatePairs();
  const submit = async (values: Values) => {
    const body = values.pairs.map((p) => ({
      groupId: values.groupId,
      userA: toPersonInput(p.userA),
      userB: toPersonInput(p.userB),
    }));
    const answer = await create.mutateAsync(body);
    void message.success(answer.message);
    const twice = answer.data.flatMap((p) => p.ambiguous);
    if (twice.length)
      void message.warning(
        `The time of birth of ${twice.join(', ')} happened twice there: the earlier one was taken.`,
      );
    onClose();
  };
  return (
    <FormModal<Values>
      record={open ? null : undefined}
      name="pairImport"
      title={() => 'Import pairs'}
      width={960}
      okText="Save"
      confirmLoading={create.isPending}
      onClose={onClose}
      initialValues={() => ({ groupId, pairs: [{}] })}
      onFinish={(v) => void submit(v).catch(() => undefined)}
    >
      {() => (
        <>
          <Form.Item
            label="Group"
            name="groupId"
            rules={[{ required: true, message: pairMessages.groupRequired }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              options={groups.map((g) => ({ value: g._id, label: g.name }))}
              placeholder="Select group"
            />
          </Form.Item>
          <Form.List name="pairs">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field, i) => (
                  <div key={field.key}>
                    <Divider titlePlacement="start">
                      Pair {i + 1}
                      {fields.length > 1 && (
                        <Button type="link" danger size="small" onClick={() => remove(field.name)}>
                          Remove
                        </Button>
                      )}
                    </Divider>
                    {(['A', 'B'] as const).map((who) => (
                      <PersonFields
                        key={who}
                        who={who}
                        path={['pairs', field.name, `user${who}`]}
                        listPath={[field.name, `user${who}`]}
                      />
                    ))}
                  </div>
                ))}
                <Button onClick={() => add({})} disabled={fields.length >= MAX_MANUAL_PAIRS}>
                  Add pair
                </Button>
                <Typography.Text type="secondary" style={{ marginLeft: 12 }}>
                  {fields.length} of at most {MAX_MANUAL_PAIRS} pairs
                </Typography.Text>
              </>
            )}
          </Form.List>
        </>
      )}
    </FormModal>
  );
}

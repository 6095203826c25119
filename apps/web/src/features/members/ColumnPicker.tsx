import { Button, Checkbox, Drawer, Flex, Typography } from 'antd';
import { ALWAYS_SHOWN, columnGroups, memberColumns } from './memberColumns';

interface ColumnPickerProps {
  open: boolean;
  shown: readonly string[];
  onChoose: (keys: string[]) => void;
  onReset: () => void;
  onClose: () => void;
}

/** Additional fields: which columns the members table shows, by group; Nickname cannot be removed. */
export function ColumnPicker({ open, shown, onChoose, onReset, onClose }: ColumnPickerProps) {
  const chosen = new Set(shown);
  const toggle = (key: string, on: boolean) =>
    onChoose(on ? [...shown, key] : shown.filter((k) => k !== key));
  return (
    <Drawer
      title="Additional fields"
      open={open}
      onClose={onClose}
      size={360}
      extra={<Button onClick={onReset}>Default columns</Button>}
    >
      {columnGroups.map((group) => (
        <div key={group} style={{ marginBottom: 16 }}>
          <Typography.Text strong>{group}</Typography.Text>
          <Flex vertical gap={4} style={{ marginTop: 6 }}>
            {memberColumns
              .filter((c) => c.group === group)
              .map((c) => (
                <Checkbox
                  key={c.key}
                  checked={c.key === ALWAYS_SHOWN || chosen.has(c.key)}
                  disabled={c.key === ALWAYS_SHOWN}
                  onChange={(event) => toggle(c.key, event.target.checked)}
                >
                  {c.title}
                </Checkbox>
              ))}
          </Flex>
        </div>
      ))}
    </Drawer>
  );
}

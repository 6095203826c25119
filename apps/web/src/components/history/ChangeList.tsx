import { Typography } from 'antd';
import type { AuditEntry } from '@orrery/contract';
import { fieldChanges } from './changes';

/** The Changes cell's width in a table: its other columns fixed, the table fits a 1280-pixel window. */
const CELL_WIDTH = 270;
/** The fields shown in a table row before "+N more" (the row's detail lists them all). */
const SHOWN_FIELDS = 3;

/** The fields one change moved, old → new, one a line; `all`: every one, at the width it is given. */
export function ChangeList({ entry, all = false }: { entry: AuditEntry; all?: boolean }) {
  const changes = fieldChanges(entry.before, entry.after);
  if (!changes.length) return <Typography.Text type="secondary">No field changed</Typography.Text>;
  const shown = all ? changes : changes.slice(0, SHOWN_FIELDS);
  return (
    <div style={{ width: all ? undefined : CELL_WIDTH, overflowWrap: 'anywhere' }}>
      {shown.map(({ field, before, after }) => (
        <div key={field}>
          <Typography.Text strong>{field}</Typography.Text>: {before} → {after}
        </div>
      ))}
      {shown.length < changes.length && (
        <Typography.Text type="secondary">+{changes.length - shown.length} more</Typography.Text>
      )}
    </div>
  );
}

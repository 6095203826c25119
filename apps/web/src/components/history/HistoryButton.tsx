import { useState } from 'react';
import { Button, Drawer } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import type { HistoryArea } from '@orrery/contract';
import { RecordHistory } from './RecordHistory';

interface HistoryButtonProps {
  area: HistoryArea;
  id: string;
  /** The record's name, for the drawer's title. */
  name: string;
}

/** A record edited in a drawer: History in its header opens the record's History in a drawer above it. */
export function HistoryButton({ area, id, name }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        History
      </Button>
      <Drawer
        title={`History of ${name}`}
        open={open}
        onClose={() => setOpen(false)}
        size={760}
        destroyOnHidden
      >
        <RecordHistory area={area} id={id} />
      </Drawer>
    </>
  );
}

import type { ReactNode } from 'react';
import { Tabs } from 'antd';
import type { HistoryArea } from '@orrery/contract';
import { useUrlChoice } from '../../lib/useUrlState';
import { RecordHistory } from './RecordHistory';

const tabs = ['details', 'history'] as const;

interface DetailTabsProps {
  area: HistoryArea;
  /** The record's id (or the settings' key). */
  id: string;
  /** The detail screen itself, the Details tab. */
  children: ReactNode;
}

/**
 * A detail screen's Details and History tabs, the tab chosen kept in the address (`?tab=history`), so a
 * reload or a shared link opens it again. The Details stay mounted behind the History (nothing typed is
 * lost); the History is read anew each time its tab is opened.
 */
export function DetailTabs({ area, id, children }: DetailTabsProps) {
  const [tab, setTab] = useUrlChoice('tab', tabs, 'details');
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key === 'history' ? 'history' : 'details')}
      items={[
        { key: 'details', label: 'Details', children },
        {
          key: 'history',
          label: 'History',
          children: tab === 'history' && <RecordHistory area={area} id={id} />,
        },
      ]}
    />
  );
}

import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../components/PageHeader';
import { AiSettingsTab } from './AiSettingsTab';
import { EventsTab, SourcesTab } from '../features/trend-settings';

/**
 * The Current Trends tabs, by the name kept in the address (?tab=). The last opens first. A tab
 * once opened stays mounted, so that its unsaved edits survive a look at another tab.
 */
const TABS = [
  { key: 'events', label: 'User & Astro-Events', children: <EventsTab /> },
  { key: 'sources', label: 'Source Texts', children: <SourcesTab /> },
  { key: 'ai', label: 'AI Settings & Test', children: <AiSettingsTab /> },
];
const DEFAULT_TAB = 'ai';

/**
 * /astro/current-trends: astro settings and source texts (`features/trend-settings`), and AI settings
 * (`features/ai-reports`) with a test report (`features/trend-report`).
 */
export function CurrentTrendsPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const active = TABS.some((tab) => tab.key === asked) ? (asked ?? DEFAULT_TAB) : DEFAULT_TAB;
  const choose = (key: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', key);
      return next;
    });
  return (
    <>
      <PageHeader title="Current Trends" />
      <Tabs activeKey={active} onChange={choose} items={TABS} />
    </>
  );
}

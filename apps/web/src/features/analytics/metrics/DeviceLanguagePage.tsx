import { useState } from 'react';
import { Button, Col, Row } from 'antd';
import type { AnalyticsListKind } from '@orrery/contract';
import type { AnalyticsFilters } from '../../../components/analytics';
import { LazyOverlay } from '../../../components/LazyOverlay';
import { PageHeader } from '../../../components/PageHeader';
import { appVersionChart, deviceChart, languageChart, osChart } from './deviceCharts';
import { lazyPart } from '../../../lib/lazyPart';
import { MetricsChart } from './MetricsChart';

// the drawer and its table load when it first opens
const ListDrawer = lazyPart(() => import('./ListDrawer'), 'ListDrawer');

interface OpenList {
  kind: Extract<AnalyticsListKind, 'language' | 'device'>;
  filters: AnalyticsFilters;
}

const lists = {
  language: { button: 'All Language', title: 'All Languages', nameTitle: 'Languages' },
  device: { button: 'All Device', title: 'All Devices', nameTitle: 'Device Name' },
} as const;

/** /device-and-language: languages, app versions, device names (Top 10/30) and the OS pie, each with its filters. */
export function DeviceLanguagePage() {
  const [list, setList] = useState<OpenList | null>(null);
  const allButton = (kind: OpenList['kind']) => (filters: AnalyticsFilters) => (
    <Button size="small" onClick={() => setList({ kind, filters })}>
      {lists[kind].button}
    </Button>
  );
  return (
    <>
      <PageHeader title="Device and Language" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <MetricsChart def={languageChart} actions={allButton('language')} />
        </Col>
        <Col xs={24} xl={12}>
          <MetricsChart def={appVersionChart} />
        </Col>
        <Col xs={24} xl={12}>
          <MetricsChart def={deviceChart} actions={allButton('device')} />
        </Col>
        <Col xs={24} xl={12}>
          <MetricsChart def={osChart} />
        </Col>
      </Row>
      <LazyOverlay part={ListDrawer} open={list !== null}>
        {list && (
          <ListDrawer.Component
            key={list.kind}
            open
            kind={list.kind}
            title={lists[list.kind].title}
            nameTitle={lists[list.kind].nameTitle}
            filters={list.filters}
            onClose={() => setList(null)}
          />
        )}
      </LazyOverlay>
    </>
  );
}

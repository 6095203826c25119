import { Button, Card, Flex, Skeleton, Tooltip } from 'antd';
import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { analyticsMessages } from '@orrery/contract';
import {
  AnalyticsFilterBar,
  brandColours,
  saveCsv,
  useAnalyticsFilters,
  useChartQuery,
} from '../../../components/analytics';
import { LoadFailed } from '../../../components/LoadFailed';
import { WhenNear } from '../../../components/WhenNear';
import { LazyPartView, lazyPart } from '../../../lib/lazyPart';
import { chartPayload, loadCohorts } from './api';
import { cohortCsvRows } from './cohortCsv';
import { cohortRules } from './rules';

// the table (and antd's Table with it) loads when the card is scrolled near: it sits below the ten charts
const CohortTable = lazyPart(() => import('./CohortTable'), 'CohortTable');
const tableSkeleton = <Skeleton active paragraph={{ rows: 6 }} />;

const TITLE = 'User Cohort';
const EXPLANATION =
  'Members grouped by the day they signed up (acquisition date); the cell of Day N counts those of the group active N days after signing up (any event the app reported), and its badge their percentage of the group.';

/** The cohort table with its own filters (days only, the last 10 by default) kept in the address, and its CSV. */
export function CohortCard() {
  const state = useAnalyticsFilters('cohort', cohortRules);
  const { filters } = state;
  const query = useChartQuery(
    ['metrics', 'cohort', filters],
    (signal) => loadCohorts(chartPayload(filters), signal),
    analyticsMessages.chartFailed,
  );
  const rows = query.data ?? [];
  return (
    <Card
      role="region"
      aria-label={TITLE}
      data-testid="chart-user-cohort"
      styles={{ header: { background: brandColours.background }, title: { whiteSpace: 'normal' } }}
      extra={
        <Button
          size="small"
          icon={<DownloadOutlined />}
          disabled={query.isError || rows.length === 0}
          onClick={() => void saveCsv(cohortCsvRows(rows), 'user-cohort')}
        >
          Download CSV
        </Button>
      }
      title={
        <Flex gap={8} align="center">
          <span>{TITLE}</span>
          <Tooltip title={EXPLANATION}>
            <InfoCircleOutlined aria-label={`About ${TITLE}`} tabIndex={0} />
          </Tooltip>
        </Flex>
      }
    >
      <div style={{ marginBottom: 12 }}>
        <AnalyticsFilterBar state={state} label={TITLE} top={false} />
      </div>
      {query.isError ? (
        <LoadFailed what="The chart" onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <WhenNear placeholder={tableSkeleton}>
          <LazyPartView
            part={CohortTable}
            placeholder={tableSkeleton}
            props={{ rows, loading: query.isFetching }}
          />
        </WhenNear>
      )}
    </Card>
  );
}

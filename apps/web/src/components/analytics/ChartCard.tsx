import type { ReactNode } from 'react';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tooltip } from 'antd';
import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { ChartLook } from './chartScene';
import { csvRows, hasData, type ChartData, type ChartKind } from './chartData';
import { brandColours } from './chartTheme';
import { Chart } from './Chart';
import { saveCsv } from './saveCsv';
import { LoadFailed } from '../LoadFailed';

export interface ChartCardProps {
  title: string;
  /** The explanation behind the card's info icon. */
  explanation: string;
  kind: ChartKind;
  data: ChartData | undefined;
  /** The CSV's first column (Country, Date, Month…). */
  categoryTitle: string;
  loading?: boolean;
  /** Fetching again with data shown (the old chart dims). */
  refreshing?: boolean;
  /** The load failed: the chart says so with Retry (never an empty or an older chart). */
  error?: boolean;
  /** Loads the chart again (the failed state's Retry). */
  onRetry?: () => void;
  /** A choice is missing ('Please select a year range'): shown instead of the chart. */
  warning?: string;
  /** The chart's filter bar. */
  filters?: ReactNode;
  /** Buttons beside Download CSV (All Language…). */
  actions?: ReactNode;
  look?: ChartLook;
  height?: number;
  /** What an empty chart says ('No data available' unless the server said otherwise). */
  emptyText?: string;
}

/**
 * Hidden but read by screen readers: a box of 1 px whose overflow is cut. The table sits inside it (a table
 * itself can't be narrower than its columns: given 1 px it stayed as wide as its figures and widened the page).
 */
const srOnly = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/** The chart's figures as a table for screen readers (and the browser tests). */
function DataTable({
  title,
  data,
  categoryTitle,
}: {
  title: string;
  data: ChartData;
  categoryTitle: string;
}) {
  return (
    <div style={srOnly}>
      <table aria-label={`${title} data`} data-testid="chart-data">
        <thead>
          <tr>
            <th>{categoryTitle}</th>
            {data.series.map((s) => (
              <th key={s.name}>{s.name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, i) => (
            <tr key={`${category}-${i}`}>
              <td>{category}</td>
              {data.series.map((s) => (
                <td key={s.name}>{s.values[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One analytics chart: title with its explanation, filters, the chart, its loading,
 * empty ('No data available') and error states, and Download CSV of the figures shown.
 */
export function ChartCard({
  title,
  explanation,
  kind,
  data,
  categoryTitle,
  loading,
  refreshing,
  error,
  onRetry,
  warning,
  filters,
  actions,
  look,
  height = 320,
  emptyText = 'No data available',
}: ChartCardProps) {
  const drawable = !warning && !error && data && hasData(data);
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let body: ReactNode;
  if (warning) body = <Alert type="warning" showIcon title={warning} />;
  else if (error)
    body = onRetry ? (
      <LoadFailed what="The chart" onRetry={onRetry} retrying={refreshing} />
    ) : (
      <Alert type="error" showIcon title="The chart could not be loaded." />
    );
  else if (loading && !data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!drawable) body = <Empty description={emptyText} />;
  else
    body = (
      <div style={{ opacity: refreshing ? 0.6 : 1 }} aria-busy={refreshing || undefined}>
        <Chart kind={kind} data={data} look={look} height={height} label={title} />
        {data && <DataTable title={title} data={data} categoryTitle={categoryTitle} />}
      </div>
    );
  return (
    <Card
      data-testid={`chart-${slug}`}
      className="chart-card"
      aria-label={title}
      role="region"
      title={
        <Flex gap={8} align="center">
          <span>{title}</span>
          <Tooltip title={explanation}>
            <InfoCircleOutlined aria-label={`About ${title}`} tabIndex={0} />
          </Tooltip>
        </Flex>
      }
      extra={
        <Flex gap={8}>
          {actions}
          <Button
            size="small"
            icon={<DownloadOutlined />}
            disabled={!drawable}
            onClick={() => data && void saveCsv(csvRows(data, categoryTitle), slug)}
          >
            Download CSV
          </Button>
        </Flex>
      }
      // cards side by side are as tall as the row; each chart sits at its card's bottom, so that charts in a
      // row line up even where one card's filters wrap onto more lines than the other's
      style={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      // a half-width card with buttons beside its title wraps the title rather than cutting it
      styles={{
        header: { background: brandColours.background },
        title: { whiteSpace: 'normal' },
        body: { flex: 1, display: 'flex', flexDirection: 'column' },
      }}
    >
      {filters && <div style={{ marginBottom: 12 }}>{filters}</div>}
      <div style={{ marginTop: 'auto' }}>{body}</div>
    </Card>
  );
}

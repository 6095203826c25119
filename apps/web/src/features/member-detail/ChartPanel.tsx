import { Alert, Card, Skeleton } from 'antd';
import { memberRuleMessages, type Member } from '@orrery/contract';
import { errorMessage } from '../../api/client';
import { NatalChartView } from '../../components/NatalChartView';
import { useMemberChart } from './api';

/** Why no chart can be drawn (nothing is asked of the server then), or null when it can. */
function missingForChart(member: Member): string | null {
  const missing = [!member.dob && 'date of birth', !member.geoBirth && 'birth co-ordinates'].filter(
    (f): f is string => !!f,
  );
  return missing.length ? memberRuleMessages.chartMissing(missing) : null;
}

/**
 * The member's natal chart: points with sign and degree, the 12 houses, the ascendant. Without a
 * birth time: the planets at noon, no houses or angles, and a note saying so.
 */
export function ChartPanel({ member }: { member: Member }) {
  const missing = missingForChart(member);
  const { data, error, isPending } = useMemberChart(member._id, missing ? undefined : member.version);
  const body = missing ? (
    <Alert type="info" showIcon title={missing} />
  ) : isPending ? (
    <Skeleton active />
  ) : error || !data ? (
    <Alert type="info" showIcon title={errorMessage(error)} />
  ) : (
    <NatalChartView chart={data} />
  );
  return (
    <Card title="Birth chart" size="small">
      {body}
    </Card>
  );
}

import { Button, Col, Row } from 'antd';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { CohortCard } from './CohortCard';
import { MetricsChart } from './MetricsChart';
import { metricsCharts } from './metricsCharts';

/** /metrics (PMF Metrics): activity, stickiness, onboarding, sessions, retention, feature use, cohorts, drop-off. */
export function MetricsPage() {
  const [before, after] = [metricsCharts.slice(0, -1), metricsCharts.slice(-1)];
  return (
    <>
      <PageHeader
        title="PMF Metrics"
        extra={
          <Link to="/onboarding-complete">
            <Button>Onboarding complete</Button>
          </Link>
        }
      />
      <Row gutter={[16, 16]}>
        {before.map((def) => (
          <Col key={def.id} xs={24} xl={12}>
            <MetricsChart def={def} />
          </Col>
        ))}
        <Col span={24}>
          <CohortCard />
        </Col>
        {after.map((def) => (
          <Col key={def.id} span={24}>
            <MetricsChart def={def} />
          </Col>
        ))}
      </Row>
    </>
  );
}

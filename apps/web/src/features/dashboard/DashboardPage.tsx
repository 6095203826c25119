import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { dashboardTooltips, type DashboardAnswer, type RegistrationWindow } from '@orrery/contract';
import { CountrySelect } from '../../components/CountrySelect';
import { registrationTopPicks } from '../../components/countryOptions';
import { PageHeader } from '../../components/PageHeader';
import { useDashboard } from './api';
import { DemoLoadingNote } from './DemoLoadingNote';
import { OverviewCard } from './OverviewCard';
import { RegistrationCard } from './RegistrationCard';
import { useDashboardCountry } from './useDashboardCountry';

const todayWindow = (d: DashboardAnswer): RegistrationWindow => ({
  from: d.date,
  to: d.date,
  total: d.todayRegistration,
  complete: d.todayCompleteRegistration,
  incomplete: d.todayIncompleteRegistration,
  female: d.todayFemaleRegistration,
  male: d.todayMaleRegistration,
  deleted: d.todayDeleted,
});

function Loading() {
  return (
    <Row gutter={[16, 16]} aria-busy="true">
      {[0, 1, 2, 3].map((n) => (
        <Col key={n} xs={24} md={12} xl={6}>
          <Card>
            <Skeleton active />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

/** `/`: the registration dashboard for one country or all, the country kept in the URL and storage. */
export function DashboardPage() {
  const [country, setCountry] = useDashboardCountry();
  const { data, isLoading, isError, refetch, isFetching } = useDashboard(country);
  return (
    <>
      <PageHeader
        title="REGISTRATION"
        extra={<CountrySelect value={country} onChange={setCountry} topPicks={registrationTopPicks} />}
      />
      <DemoLoadingNote />
      {isLoading && <Loading />}
      {isError && !data && (
        <Result
          status="warning"
          title="The figures could not be loaded."
          extra={
            <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
              Retry
            </Button>
          }
        />
      )}
      {data && (
        <Row gutter={[16, 16]} style={{ opacity: isFetching ? 0.6 : 1 }}>
          <Col xs={24} md={12} xl={6}>
            <RegistrationCard
              id="today"
              title="Today's Registration"
              tooltip={dashboardTooltips.today}
              window={todayWindow(data)}
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <RegistrationCard
              id="weekly"
              title="Weekly Registration"
              tooltip={dashboardTooltips.weekly}
              window={data.WeeklyRegistration}
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <RegistrationCard
              id="monthly"
              title="Monthly Registration"
              tooltip={dashboardTooltips.monthly}
              window={data.monthlyRegistration}
            />
          </Col>
          <Col xs={24} md={12} xl={6}>
            <OverviewCard data={data} />
          </Col>
        </Row>
      )}
    </>
  );
}

import { Col, Row } from 'antd';
import { PageHeader } from '../../components/PageHeader';
import { DeletedAccountsCard } from './DeletedAccountsCard';
import { GenderCard } from './GenderCard';
import { LocationCard } from './LocationCard';
import { ReasonByCategoryCard, ReasonByDateCard } from './ReasonCards';
import { UserActionsCard } from './UserActionsCard';
import { VisitsCard } from './VisitsCard';
import {
  analyticsPrefixes,
  deleteAccountPrefixes,
  demographicPrefixes,
  screenVisitsPrefixes,
  userActionsPrefixes,
} from './prefetchCharts';
import { featureVisitRules, visitRules } from './rules';

/** `/analytics`: members location, gender by year, deleted accounts and the last 20 days' screen visits. */
export function AnalyticsPage() {
  return (
    <>
      <PageHeader title="Analytics" />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <LocationCard prefix={analyticsPrefixes.location} />
        </Col>
        <Col xs={24} xl={12}>
          <GenderCard prefix={analyticsPrefixes.gender} />
        </Col>
        <Col xs={24} xl={12}>
          <DeletedAccountsCard prefix={analyticsPrefixes.deleted} />
        </Col>
        <Col xs={24} xl={12}>
          <VisitsCard prefix={analyticsPrefixes.visits} rules={featureVisitRules} />
        </Col>
      </Row>
    </>
  );
}

/** `/demo-graphic`: members location (bar and pie, Top 10/30, country or city) and members by gender. */
export function DemographicPage() {
  return (
    <>
      <PageHeader title="Demographic" />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <LocationCard prefix={demographicPrefixes.location} withPie />
        </Col>
        <Col span={24}>
          <GenderCard prefix={demographicPrefixes.gender} withPie />
        </Col>
      </Row>
    </>
  );
}

/** `/delete-account` (menu Churned Users): deleted accounts by year, reasons by date and by category. */
export function DeleteAccountPage() {
  return (
    <>
      <PageHeader title="Delete Account" />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <DeletedAccountsCard prefix={deleteAccountPrefixes.deleted} />
        </Col>
        <Col xs={24} xl={12}>
          <ReasonByDateCard prefix={deleteAccountPrefixes.byDate} />
        </Col>
        <Col xs={24} xl={12}>
          <ReasonByCategoryCard prefix={deleteAccountPrefixes.byCategory} />
        </Col>
      </Row>
    </>
  );
}

/** `/screen-visits`: visits per screen type chosen by checkboxes, and their distribution. */
export function ScreenVisitsPage() {
  return (
    <>
      <PageHeader title="Screen Visits" />
      <VisitsCard prefix={screenVisitsPrefixes.visits} rules={visitRules} full />
    </>
  );
}

/** `/user-actions`: the activity-type visit chart and the members' actions. */
export function UserActionsPage() {
  return (
    <>
      <PageHeader title="User Actions" />
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <VisitsCard prefix={userActionsPrefixes.visits} rules={visitRules} activitySelect />
        </Col>
        <Col span={24}>
          <UserActionsCard prefix={userActionsPrefixes.actions} />
        </Col>
      </Row>
    </>
  );
}

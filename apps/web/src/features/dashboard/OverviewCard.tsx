import { Card, Flex } from 'antd';
import { dashboardTooltips, type DashboardAnswer } from '@orrery/contract';
import { Count, Explained } from './Figure';

type OverviewKey = keyof typeof dashboardTooltips & keyof DashboardAnswer;

/** The OVERVIEW figures, in the order shown. */
export const overviewFigures: readonly { key: OverviewKey; label: string }[] = [
  { key: 'registrationComplete', label: 'Registration Completed' },
  { key: 'registrationUncompleted', label: 'Registration Incomplete' },
  { key: 'onlineMembers', label: 'Online Members' },
  { key: 'maleMembers', label: 'Male Members' },
  { key: 'femaleMembers', label: 'Female Members' },
  { key: 'completeProfileMembers', label: 'Profile Completed' },
  { key: 'todayActiveUser', label: "Today's Active Members" },
];

/** Member totals, each with its tooltip definition. */
export function OverviewCard({ data }: { data: DashboardAnswer }) {
  return (
    <Card title="OVERVIEW" data-testid="card-overview">
      <Flex vertical component="ul" style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {overviewFigures.map(({ key, label }, index) => (
          <Flex
            component="li"
            key={key}
            justify="space-between"
            align="center"
            style={{
              padding: '8px 16px',
              borderBlockStart: index ? '1px solid var(--ant-color-split)' : undefined,
            }}
          >
            <Explained label={label} tooltip={dashboardTooltips[key]} />
            <strong style={{ flex: 'none' }}>
              <Count id={`overview-${key}`} value={data[key]} />
            </strong>
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

import { Card, List } from 'antd';
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
      <List
        size="small"
        dataSource={[...overviewFigures]}
        renderItem={({ key, label }) => (
          <List.Item
            extra={
              <strong>
                <Count id={`overview-${key}`} value={data[key]} />
              </strong>
            }
          >
            <Explained label={label} tooltip={dashboardTooltips[key]} />
          </List.Item>
        )}
      />
    </Card>
  );
}

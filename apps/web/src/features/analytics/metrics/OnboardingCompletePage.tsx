import { useState } from 'react';
import { Button, Flex } from 'antd';
import { Link } from 'react-router';
import type { AnalyticsFilters } from '../../../components/analytics';
import { LazyOverlay } from '../../../components/LazyOverlay';
import { PageHeader } from '../../../components/PageHeader';
import { CohortCard } from './CohortCard';
import { completionChart } from './completionChart';
import { lazyPart } from '../../../lib/lazyPart';
import { MetricsChart } from './MetricsChart';

// the drawer and its table load when it first opens
const ListDrawer = lazyPart(() => import('./ListDrawer'), 'ListDrawer');

/**
 * /onboarding-complete: the signup completion chart with the paged list of complete sign-ups per day, and the
 * cohort retention table.
 */
export function OnboardingCompletePage() {
  const [listFilters, setListFilters] = useState<AnalyticsFilters | null>(null);
  return (
    <>
      <PageHeader
        title="Onboarding complete"
        breadcrumb={[{ title: <Link to="/metrics">PMF Metrics</Link> }, { title: 'Onboarding complete' }]}
      />
      <Flex vertical gap={16}>
        <div>
          <MetricsChart
            def={completionChart}
            actions={(filters) => (
              <Button size="small" onClick={() => setListFilters(filters)}>
                Complete sign-ups
              </Button>
            )}
          />
        </div>
        <CohortCard />
      </Flex>
      <LazyOverlay part={ListDrawer} open={listFilters !== null}>
        {listFilters && (
          <ListDrawer.Component
            open
            kind="onbordingCompleteCount"
            title="Complete sign-ups per day"
            nameTitle="Date"
            filters={listFilters}
            onClose={() => setListFilters(null)}
          />
        )}
      </LazyOverlay>
    </>
  );
}

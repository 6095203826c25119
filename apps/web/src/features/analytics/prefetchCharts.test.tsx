import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { analyticsMessages, screenVisitTypes } from '@orrery/contract';
import { queryClient } from '../../api/queryClient';
import { visitPrefetched } from '../../lib/testing/visitPrefetched';
import {
  AnalyticsPage,
  DeleteAccountPage,
  DemographicPage,
  ScreenVisitsPage,
  UserActionsPage,
} from './pages';
import {
  prefetchAnalytics,
  prefetchDeleteAccount,
  prefetchDemographic,
  prefetchScreenVisits,
  prefetchUserActions,
} from './prefetchCharts';

/** Each chart call's answer, by the last part of its path. */
const answers: Record<string, unknown> = {
  location: { valid: true, locationData: [{ country: 'India', countryShortName: 'IN', count: 7 }] },
  gender: {
    valid: true,
    maleAndFemaleMembers: [{ _id: '2026-01', maleCount: 1, femaleCount: 2 }],
    totalMaleAndFemale: { totalMaleCount: 1, totalFemaleCount: 2 },
  },
  deletedusers: { valid: true, deletedUsers: [], totalUsers: 0 },
  'screen-visits': { valid: true, data: [], totalVisitCount: {} },
  'reason-count': { valid: true, reasonCount: [] },
  'total-reason-count': { valid: true, reasonCount: [] },
  'user-actions': { valid: true, data: [] },
};

let calls: { name: string; body: Record<string, unknown> }[] = [];
function stubChartCalls() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const name = new URL(url, 'http://console.test').pathname.split('/').at(-1) ?? '';
      if (!(name in answers)) return new Response(JSON.stringify({ valid: true, data: [] }));
      calls.push({ name, body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify(answers[name]));
    }),
  );
}

/** The chart calls made, by name, once the screen is drawn and nothing is under way. */
async function callsOnceDrawn(title: string) {
  expect(await screen.findByText(title)).toBeInTheDocument();
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  return calls.map((call) => call.name).sort();
}
const bodyOf = (name: string) => calls.find((call) => call.name === name)?.body;

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe("the chart screens' route prefetch", () => {
  it("Analytics: the route asks for each chart with the address's filters; the cards ask nothing again", async () => {
    stubChartCalls();
    await visitPrefetched(
      <AnalyticsPage />,
      '/analytics',
      '/analytics?loc.dataFor=city&gen.city=Porto&del.country=IN',
      prefetchAnalytics,
    );
    await waitFor(() => expect(calls).toHaveLength(4));
    expect(bodyOf('location')).toMatchObject({ dataFor: 'city' });
    expect(bodyOf('gender')).toMatchObject({ city: 'Porto' });
    expect(bodyOf('deletedusers')).toMatchObject({ countryShortName: 'IN' });
    expect(bodyOf('screen-visits')?.visitTypes).toEqual([...screenVisitTypes]);

    expect(await callsOnceDrawn('Members Location')).toEqual([
      'deletedusers',
      'gender',
      'location',
      'screen-visits',
    ]);
  });

  it('Delete Account: the same for its three charts', async () => {
    stubChartCalls();
    await visitPrefetched(
      <DeleteAccountPage />,
      '/delete-account',
      '/delete-account?del.gender=f',
      prefetchDeleteAccount,
    );
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(bodyOf('deletedusers')).toMatchObject({ gender: 'f' });
    expect(bodyOf('reason-count')?.gender ?? null).toBeNull();

    expect(await callsOnceDrawn('Reason Count by Category')).toEqual([
      'deletedusers',
      'reason-count',
      'total-reason-count',
    ]);
  });

  it('Demographic: location (by city, as the address says) and gender', async () => {
    stubChartCalls();
    await visitPrefetched(
      <DemographicPage />,
      '/demo-graphic',
      '/demo-graphic?loc.dataFor=city',
      prefetchDemographic,
    );
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(bodyOf('location')).toMatchObject({ dataFor: 'city' });

    expect(await callsOnceDrawn('Gender Share')).toEqual(['gender', 'location']);
  });

  it('Screen Visits: the visit types the address names', async () => {
    stubChartCalls();
    await visitPrefetched(
      <ScreenVisitsPage />,
      '/screen-visits',
      '/screen-visits?visits.types=astro_visit,matchMeUp',
      prefetchScreenVisits,
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(bodyOf('screen-visits')?.visitTypes).toEqual(['astro_visit', 'matchMeUp']);
    expect(await callsOnceDrawn('Visit Distribution')).toEqual(['screen-visits']);
  });

  it('Screen Visits with no visit type chosen: nothing is asked, the card says what is missing', async () => {
    stubChartCalls();
    await visitPrefetched(
      <ScreenVisitsPage />,
      '/screen-visits',
      '/screen-visits?visits.types=none',
      prefetchScreenVisits,
    );
    expect(await screen.findAllByText(analyticsMessages.selectVisitType)).not.toHaveLength(0);
    expect(await callsOnceDrawn('Visit Distribution')).toEqual([]);
  });

  it('User Actions: Romeu visits and the default actions; the cards ask nothing again', async () => {
    stubChartCalls();
    await visitPrefetched(<UserActionsPage />, '/user-actions', '/user-actions', prefetchUserActions);
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(bodyOf('screen-visits')?.visitTypes).toEqual(['chatbot_visit']);
    expect(bodyOf('user-actions')?.actionType).toEqual(['like', 'superlike', 'pass', 'user_matched']);

    expect(await callsOnceDrawn('Visited Counts')).toEqual(['screen-visits', 'user-actions']);
  });
});

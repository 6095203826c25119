import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { storageKeys, type RegistrationWindow } from '@orrery/contract';
import { queryClient } from '../../api/queryClient';
import { visitPrefetched } from '../../lib/testing/visitPrefetched';
import { DashboardPage } from './DashboardPage';
import { prefetchDashboard } from './prefetchDashboard';

const window7: RegistrationWindow = {
  from: '2026-11-20',
  to: '2026-11-26',
  total: 9,
  complete: 6,
  incomplete: 3,
  female: 5,
  male: 4,
  deleted: 1,
};
const figures = {
  valid: true,
  countryShortName: 'BR',
  date: '2026-11-26',
  todayCompleteRegistration: 1,
  todayRegistration: 2,
  todayFemaleRegistration: 1,
  todayMaleRegistration: 1,
  todayIncompleteRegistration: 1,
  todayDeleted: 0,
  WeeklyRegistration: window7,
  monthlyRegistration: window7,
  registrationComplete: 40,
  registrationUncompleted: 2,
  onlineMembers: 3,
  maleMembers: 20,
  femaleMembers: 22,
  completeProfileMembers: 4321,
  todayActiveUser: 7,
};

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  localStorage.clear();
});

describe("the dashboard's route prefetch", () => {
  it("asks for the stored country's figures once; the screen shows them without asking again", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const { pathname, search } = new URL(url, 'http://console.test');
        if (pathname.endsWith('/dashboardList')) asked.push(search);
        return new Response(JSON.stringify(pathname.endsWith('/dashboardList') ? figures : { valid: true }));
      }),
    );
    localStorage.setItem(storageKeys.dashboardCountry, 'BR');
    await visitPrefetched(<DashboardPage />, '/', '/', prefetchDashboard);
    await waitFor(() => expect(asked).toEqual(['?countryShortName=BR']));

    expect(await screen.findByText('4,321')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(asked).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import {
  DEFAULT_ASTRO_SETTINGS,
  EMPTY_SCENARIO_ROW,
  storageKeys,
  TRANSIT_SCENARIO_NAMES,
  type AstroSettings,
} from '@orrery/contract';
import { renderScreen } from '../../../lib/testing/renderScreen';
import { EventsTab } from './EventsTab';

const loaded: AstroSettings = {
  ...DEFAULT_ASTRO_SETTINGS,
  // one row was dropped on an earlier save: the form still shows six
  transitScenario: DEFAULT_ASTRO_SETTINGS.transitScenario.slice(0, 5),
  version: 3,
  modifiedAt: '2026-01-01T00:00:00.000Z',
};

function renderTab(saveStatus = 200) {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as AstroSettings;
        posts.push(body);
        return saveStatus === 200
          ? new Response(
              JSON.stringify({ valid: true, message: 'Successfully saved.', data: { ...body, version: 4 } }),
            )
          : new Response(
              JSON.stringify({ valid: false, message: 'The astro settings were changed by someone else.' }),
              {
                status: saveStatus,
              },
            );
      }
      expect(url).toContain('setting/get-astro-events-settings');
      return new Response(JSON.stringify({ valid: true, data: loaded }));
    }),
  );
  renderScreen(<EventsTab />);
  return posts;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the User & Astro-Events tab', () => {
  it('shows the loaded settings, the scenario table filled up to six rows', async () => {
    renderTab();
    expect(await screen.findByLabelText('Transit aspect orb')).toHaveValue('1.7');
    expect(screen.getByLabelText('Progressed peak orb')).toHaveValue('0.1');
    expect(screen.getByRole('radio', { name: 'Whole sign' })).toBeChecked();
  });

  it('shows the six fixed scenarios as names, not editable; the one not saved has empty cells', async () => {
    renderTab();
    expect(await screen.findByText('1/2 peaks once')).toBeInTheDocument();
    expect(screen.getByText('11 peaks three times')).toBeInTheDocument();
    expect(screen.queryByLabelText('Scenario, row 1')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Conjunction, row 1')).toHaveValue('1');
    expect(screen.getByLabelText('Conjunction, row 6')).toHaveValue('');
  });

  it('saves the whole object with the loaded version, and shows the answer', async () => {
    const posts = renderTab();
    fireEvent.change(await screen.findByLabelText('Transit aspect orb'), { target: { value: '2.5' } });
    fireEvent.click(screen.getByRole('radio', { name: 'SPP Chalit' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved.')).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ transitAspectOrb: 2.5, transitHouseType: 'sppChalit', version: 3 });
    const sent = posts[0] as AstroSettings;
    expect(sent.transitScenario.map((row) => row.scenario)).toEqual(TRANSIT_SCENARIO_NAMES);
    expect(sent.transitScenario[5]).toEqual({ ...EMPTY_SCENARIO_ROW, scenario: '11 peaks three times' });
  });

  it.each([
    ['abc', 'Numeric fields must be numbers or empty.'],
    ['1.5', 'Numeric fields must be from 0 to 1.'],
  ])(
    'shows a scenario cell typed %s as invalid, keeps it, and saves nothing: %s',
    async (typed, message) => {
      const posts = renderTab();
      const cell = await screen.findByLabelText('Trine, row 2');
      fireEvent.change(cell, { target: { value: typed } });
      expect(cell).toHaveValue(typed);
      expect(cell.closest('.ant-input')).toHaveClass('ant-input-status-error');
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.queryByText('Successfully saved.')).not.toBeInTheDocument();
      expect(posts).toHaveLength(0);
      expect(cell).toHaveValue(typed);
    },
    60_000,
  );

  it('sends the number typed in a scenario cell', async () => {
    const posts = renderTab();
    fireEvent.change(await screen.findByLabelText('Trine, row 2'), { target: { value: '0.55' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved.')).toBeInTheDocument();
    expect((posts[0] as AstroSettings).transitScenario[1]).toMatchObject({
      scenario: '3/5 does not peak',
      trine: 0.55,
    });
  }, 60_000);

  it('shows an orb typed abc as invalid, keeps it, and saves nothing', async () => {
    const posts = renderTab();
    fireEvent.change(await screen.findByLabelText('Transit aspect orb'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Orbs are numbers of degrees from 0 to 30.')).toBeInTheDocument();
    expect(screen.getByLabelText('Transit aspect orb')).toHaveValue('abc');
    expect(posts).toHaveLength(0);
  }, 60_000);

  it('offers to reload when the settings changed since they were loaded (409)', async () => {
    renderTab(409);
    await screen.findByLabelText('Transit aspect orb');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('This set of astro settings has changed')).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Keep my edits' })).toBeInTheDocument();
  });

  it('promotional settings: today to 3 days ahead by default, kept in local storage only', async () => {
    renderTab();
    expect(await screen.findByText(/Kept in this browser only/)).toBeInTheDocument();
    expect(screen.getByDisplayValue(dayjs().format('YYYY-MM-DD'))).toBeInTheDocument();
    expect(screen.getByDisplayValue(dayjs().add(3, 'day').format('YYYY-MM-DD'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Free users view long trends' }));
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(storageKeys.promotionalSettings) ?? '{}')).toMatchObject({
        freeLongTrends: true,
      }),
    );
  });
});

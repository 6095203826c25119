import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import type { ChartData, ChartKind } from '../../components/analytics/chartData';
import { chartScene } from '../../components/analytics/chartScene';
import { json, stubFetch } from '../../lib/testing/queryHooks';
import { loadReasonByDate, loadReasonTotals, loadScreenVisits } from './api';

afterEach(() => vi.unstubAllGlobals());

const reasonRows = [
  { date: '2026-11-20', reason: 'met_someone', count: 2 },
  { date: '2026-11-20', reason: 'low_matches', count: 1 },
  { date: '2026-11-21', reason: 'unwanted_messages', count: 4 },
  { date: '2026-11-21', reason: 'fake_profile', count: 3 },
];
const filter = { forTime: 'custom' as const, fromDate: '2026-11-20', toDate: '2026-11-21' };

/** The colour each named series (or bar, or slice) is drawn in. */
function coloursByName(kind: ChartKind, data: ChartData): Record<string, string> {
  const scene = chartScene(kind, data);
  const names = scene.colourBy === 'category' ? data.categories : data.series.map((s) => s.name);
  return Object.fromEntries(names.map((name, i) => [name, scene.colours[i]!]));
}

describe('a series keeps its colour from chart to chart', () => {
  it('a reason has one colour in Reason Count by Category and Reason Count by Date, each its own', async () => {
    stubFetch((url) =>
      json({
        valid: true,
        reasonCount: url.includes('total-reason-count')
          ? reasonRows.map(({ reason, count }) => ({ reason, count }))
          : reasonRows,
      }),
    );
    const byCategory = coloursByName('bar', await loadReasonTotals(filter));
    const byDate = coloursByName('stacked', await loadReasonByDate(filter));
    expect(Object.keys(byDate).sort()).toEqual(Object.keys(byCategory).sort());
    for (const reason of Object.keys(byDate)) expect(byDate[reason], reason).toBe(byCategory[reason]);
    // the pairs the issue found alike are told apart
    expect(byDate['Low matches']).not.toBe(byDate['Unwanted messages']);
    expect(byDate['Met someone']).not.toBe(byDate['Fake profiles']);
  });

  it('Romeu has one colour in Visited Counts and Visit Distribution, whatever screens are chosen, and never Chat Room’s', async () => {
    const answer = {
      valid: true,
      data: [{ date: '2026-11-20', chatbot_visit: 9, user_chat: 4, astro_visit: 2 }],
      totalVisitCount: { chatbot_visit: 9, user_chat: 4, astro_visit: 2 },
    };
    stubFetch(() => json(answer));
    const three = await loadScreenVisits(filter, ['chatbot_visit', 'astro_visit', 'user_chat']);
    const two = await loadScreenVisits(filter, ['user_chat', 'chatbot_visit']);
    const line = coloursByName('line', three.byDate);
    const pie = coloursByName('pie', two.distribution);
    expect(pie.Romeu).toBe(line.Romeu);
    expect(pie['Chat Room']).toBe(line['Chat Room']);
    expect(line.Romeu).not.toBe(line['Chat Room']);
  });
});

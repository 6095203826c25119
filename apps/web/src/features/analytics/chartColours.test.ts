import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { chartOption, type ChartOption } from '../../components/analytics/chartOptions';
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
function coloursByName(option: ChartOption): Record<string, string> {
  const series = [option.series ?? []].flat();
  const first = series[0] as { type: string; data: { name?: string; itemStyle: { color: string } }[] };
  const categories = (option.xAxis as { data?: string[] } | undefined)?.data ?? [];
  if (first.type === 'pie') return Object.fromEntries(first.data.map((d) => [d.name, d.itemStyle.color]));
  if (series.length === 1 && typeof first.data[0] === 'object')
    return Object.fromEntries(first.data.map((d, i) => [categories[i], d.itemStyle.color]));
  const palette = option.color as string[];
  return Object.fromEntries(series.map((s, i) => [(s as { name: string }).name, palette[i]!]));
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
    const byCategory = coloursByName(chartOption('bar', await loadReasonTotals(filter)));
    const byDate = coloursByName(chartOption('stacked', await loadReasonByDate(filter)));
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
    const line = coloursByName(chartOption('line', three.byDate));
    const pie = coloursByName(chartOption('pie', two.distribution));
    expect(pie.Romeu).toBe(line.Romeu);
    expect(pie['Chat Room']).toBe(line['Chat Room']);
    expect(line.Romeu).not.toBe(line['Chat Room']);
  });
});

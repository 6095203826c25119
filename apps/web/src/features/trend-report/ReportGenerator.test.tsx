import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { trendReportMessages, type TrendEventRow, type TrendReport } from '@orrery/contract';
import { json, stubFetch } from '../../lib/testing/queryHooks';
import { renderScreen } from '../../lib/testing/renderScreen';
import { CostSummary } from './CostSummary';
import { EventsTable } from './EventsTable';
import { ReportGenerator } from './ReportGenerator';
import type { ReportFormValues } from './ReportForm';

const event = (over: Partial<TrendEventRow>): TrendEventRow => ({
  name: 't_a_sa_squ_su',
  kind: 'transit',
  title: 'Saturn square Sun',
  text: 'A time of tests.',
  scenario: '4/6 peaks twice',
  intensity: 0.85,
  closeness: 40,
  phase: 'applying',
  momentum: 36,
  duration: 59,
  start: '2026-11-01T00:00:00.000Z',
  end: '2026-12-30T00:00:00.000Z',
  peakTime: '2026-11-30T08:15:00.000Z',
  house: 10,
  ...over,
});

const report: TrendReport = {
  userId: 'u1',
  date: '2026-11-23T12:00:00.000Z',
  membership: 'premium',
  transitChartData: { transit_events: {} },
  report: 'Text',
  model: 'gpt-4o',
  settingsFrom: 'live',
  versionNumber: 3,
  aiConfigured: true,
  languageNote: null,
  maxWords: 350,
  sourceTextKind: 'fullText',
  usage: { inputTokens: 1000, outputTokens: 500, totalTokens: 1500 },
  tokenUsed: 1500,
  euroReport: 0.0069,
};

/** Renders the generator, fills its form with `values` as a member would, and submits it. */
function generateReport(values: ReportFormValues) {
  let form: FormInstance<ReportFormValues> | undefined;
  function Harness() {
    const [f] = Form.useForm<ReportFormValues>();
    form = f;
    return <ReportGenerator form={f} />;
  }
  renderScreen(<Harness />);
  act(() => {
    form?.setFieldsValue(values);
    form?.submit();
  });
}

const cells = (name: RegExp) =>
  within(screen.getByRole('row', { name }))
    .getAllByRole('cell')
    .map((c) => c.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the test report', () => {
  it("shows each event's name, text, intensity and row, phase with momentum, duration and peak time", () => {
    const house = event({
      name: 't_h_ju_07',
      kind: 'houseTransit',
      title: 't_h_ju_07',
      text: null,
      scenario: null,
      intensity: null,
      phase: 'direct',
      momentum: 12,
      duration: null,
      peakTime: null,
    });
    render(<EventsTable events={{ t_a_sa_squ_su: event({}), t_h_ju_07: house }} />);
    expect(cells(/^t_a_sa_squ_su/)).toEqual([
      't_a_sa_squ_suSaturn square Sun',
      'A time of tests.',
      '0.854/6 peaks twice',
      'applying 36%',
      '59 days',
      '30-Nov-2026 08:15',
    ]);
    expect(cells(/^t_h_ju_07/)).toEqual([
      't_h_ju_07',
      'No text available for this event.',
      '—',
      'direct 12%',
      '—',
      '—',
    ]);
  });

  it("shows one report's tokens and euros, and the same ×1000", () => {
    render(<CostSummary report={report} />);
    expect(screen.getByText('1,500 (1,000 in, 500 out)')).toBeInTheDocument();
    expect(screen.getByText('Live version 3')).toBeInTheDocument();
    // a report costs a fraction of a cent: six decimals below one cent
    expect(screen.getByText('€0.006900')).toBeInTheDocument();
    expect(screen.getByText('1,500,000')).toBeInTheDocument();
    expect(screen.getByText('€6.90')).toBeInTheDocument();
    render(<CostSummary report={{ ...report, euroReport: null }} />);
    expect(screen.getAllByText('No price for this model')).toHaveLength(2);
  });

  it('offline: says that no model ran, and shows the tokens and cost as an estimate of what the model would use', () => {
    render(<CostSummary report={{ ...report, aiConfigured: false, euroReport: 0.008 }} />);
    expect(screen.getByText('Model (did not run)')).toBeInTheDocument();
    expect(screen.getByText('gpt-4o: no model ran, the offline composer wrote this')).toBeInTheDocument();
    expect(screen.getByText('Tokens (one report) (estimate)')).toBeInTheDocument();
    expect(screen.getByText('Cost if gpt-4o wrote it (estimate)')).toBeInTheDocument();
    expect(screen.getByText('about €0.008000')).toBeInTheDocument();
    expect(screen.getByText('about €8.00')).toBeInTheDocument();
    expect(screen.queryByText('Cost (one report)')).toBeNull();
    expect(screen.queryByText('gpt-4o')).toBeNull();
  });

  it('offline in another language: says that no model ran and that the source texts exist in English only', async () => {
    const note = trendReportMessages.englishOnly('Hindi');
    const answer = {
      ...report,
      aiConfigured: false,
      languageNote: note,
      transitChartData: { transit_events: { t_a_sa_squ_su: event({}) } },
    };
    stubFetch(() => json({ valid: true, message: 'Report generated successfully!', data: answer }));
    generateReport({
      userId: 'u1',
      gender: 'f',
      usertype: 'type-p',
      language: 'hi',
      day: dayjs('2026-11-23'),
    });
    expect(await screen.findByText(note)).toBeInTheDocument();
    expect(screen.getByText(trendReportMessages.offline)).toBeInTheDocument();
    expect(screen.getByText('Model (did not run)')).toBeInTheDocument();
  });

  it('asks for the member, gender, user type and language with their messages, and calls nothing', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderScreen(<ReportGenerator />);
    fireEvent.click(screen.getByRole('button', { name: 'Generate Report' }));
    for (const text of [
      'Please select User.',
      'Please select gender.',
      'Please select user type.',
      'Please select user language.',
    ])
      expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the chosen day at 12:00 UTC, and says 'No astro events found for the selected criteria.' when there are none", async () => {
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) =>
      json({
        valid: true,
        message: 'No astro events found for the selected criteria.',
        data: { ...report, report: '', transitChartData: { transit_events: {} } },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    generateReport({
      userId: 'u1',
      gender: 'f',
      usertype: 'type-f',
      language: 'fr',
      day: dayjs('2026-11-23'),
    });
    expect(await screen.findAllByText('No astro events found for the selected criteria.')).not.toHaveLength(
      0,
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/astrologic/generate-astro-event-report-using-ai');
    expect(JSON.parse(String(init?.body))).toEqual({
      userId: 'u1',
      gender: 'f',
      usertype: 'type-f',
      language: 'fr',
      date: '2026-11-23T12:00:00.000Z',
    });
    expect(screen.queryByRole('table')).toBeNull();
  });
});

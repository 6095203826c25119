import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form, Row } from 'antd';
import dayjs from 'dayjs';
import { BirthFields } from './BirthFields';

const messages = { dob: 'dob!', tob: 'tob!', pob: 'pob!', coordinates: 'coordinates!' };
const zone = {
  timezone: 'Europe/London',
  country: 'United Kingdom',
  region: 'England',
  nearest: { description: 'Dersingham, England, United Kingdom', km: 1.9 },
  utcOffset: '+01:00',
  ambiguous: false,
  skipped: false,
};

function renderFields() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Form initialValues={{ dob: dayjs('1990-07-01'), tob: dayjs('1990-07-01T10:00') }}>
        <Row>
          <BirthFields messages={messages} example="51.5074 -0.1278" />
        </Row>
      </Form>
    </QueryClientProvider>,
  );
}

describe('BirthFields: where the place of birth lies', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response(JSON.stringify(zone), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a place or co-ordinates, then shows country, region, zone and UTC offset of typed co-ordinates', async () => {
    renderFields();
    expect(screen.getByTestId('birth-place-facts')).toHaveTextContent(
      'Pick a place from the list, or type its latitude and longitude in Co-ordinates.',
    );
    fireEvent.change(screen.getByPlaceholderText('lat lng'), { target: { value: '52.8298 0.5152' } });
    await waitFor(() =>
      expect(screen.getByTestId('birth-place-facts')).toHaveTextContent(
        'Country: United Kingdom · Region: England · Time zone: Europe/London · UTC+01:00 at 01 Jul 1990 10:00 · 1.9 km from Dersingham, England, United Kingdom',
      ),
    );
    const url = String(fetchMock.mock.calls.at(-1)?.[0]);
    expect(url).toContain('/api/places/zone?');
    expect(new URLSearchParams(url.split('?')[1]).toString()).toBe(
      'lat=52.8298&lng=0.5152&dob=1990-07-01&tob=10%3A00',
    );
  });
});

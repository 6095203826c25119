import { Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { PlaceZone } from '@orrery/contract';
import { api } from '../api/client';
import { parseCoordinates } from '../lib/format';

interface BirthPlaceFactsProps {
  /** The co-ordinates field's text, `lat lng`. */
  coordinates?: string;
  /** The date of birth, YYYY-MM-DD, when one is entered and valid. */
  dob?: string | null;
  /** The time of birth, HH:mm, when one is entered and valid. */
  tob?: string | null;
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Under the place of birth: where its co-ordinates lie (country and region of the nearest known place),
 * the time zone the chart will be computed in and its offset from UTC at the entered birth date and time,
 * so a place in the wrong country or zone is seen before the chart is computed.
 */
export function BirthPlaceFacts({ coordinates, dob, tob }: BirthPlaceFactsProps) {
  const point = coordinates ? parseCoordinates(coordinates) : null;
  const time = tob && TIME.test(tob) ? tob : null;
  const query = point && {
    lat: point.lat,
    lng: point.lng,
    ...(dob ? { dob } : {}),
    ...(dob && time ? { tob: time } : {}),
  };
  const { data, isError } = useQuery({
    queryKey: ['places', 'zone', query],
    queryFn: ({ signal }) => api<PlaceZone>('places/zone', { query: query ?? {}, signal, silent: true }),
    enabled: query !== null,
    staleTime: 5 * 60_000,
  });

  if (!point) {
    return (
      <Typography.Text type="secondary" data-testid="birth-place-facts">
        Pick a place from the list, or type its latitude and longitude in Co-ordinates.
      </Typography.Text>
    );
  }
  if (isError) {
    return (
      <Typography.Text type="danger" data-testid="birth-place-facts">
        The time zone of these co-ordinates could not be looked up.
      </Typography.Text>
    );
  }
  if (!data) return null;

  const offset = !dob
    ? 'UTC offset: enter the date of birth'
    : data.skipped
      ? 'UTC offset: this local time did not exist there (the clocks jumped forward)'
      : `UTC${data.utcOffset ?? ''} at ${dayjs(dob).format('DD MMM YYYY')} ${time ?? '12:00 (no time yet)'}${
          data.ambiguous ? ' (the time happened twice: the earlier is taken)' : ''
        }`;
  const near =
    data.nearest && data.nearest.km >= 1 ? ` · ${data.nearest.km} km from ${data.nearest.description}` : '';
  return (
    <Typography.Text type={data.skipped ? 'danger' : 'secondary'} data-testid="birth-place-facts">
      {`Country: ${data.country || 'none within 100 km'} · Region: ${data.region || '—'} · Time zone: ${data.timezone} · ${offset}${near}`}
    </Typography.Text>
  );
}

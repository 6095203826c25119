import { useState } from 'react';
import { AutoComplete, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { AutocompleteAnswer, PlaceDetail } from '@orrery/contract';
import { api } from '../api/client';
import { SEARCH_DELAY_MS, useDebouncedCallback } from '../lib/useDebouncedCallback';

/** This component's query keys. */
const placeKeys = {
  autocomplete: (text: string) => ['places', 'autocomplete', text] as const,
};

export interface ChosenPlace {
  description: string;
  lat: number;
  lng: number;
  timezone: string;
}

interface PlaceSearchProps {
  /** The place's text (a form control's value). */
  value?: string;
  onChange?: (text: string) => void;
  /** A suggestion was picked and its co-ordinates are known. */
  onPlace?: (place: ChosenPlace) => void;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** Place search: suggestions 1 s after typing stops (never for empty text); picking one looks up its co-ordinates. */
export function PlaceSearch({ value, onChange, onPlace, disabled, placeholder, id }: PlaceSearchProps) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedCallback((text: string) => setQuery(text.trim()), SEARCH_DELAY_MS);
  const { data, isFetching } = useQuery({
    queryKey: placeKeys.autocomplete(query),
    queryFn: ({ signal }) =>
      api<AutocompleteAnswer>('places/autocomplete', { query: { text: query }, signal, silent: true }),
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });

  const pick = async (placeId: string, description: string) => {
    onChange?.(description);
    try {
      const place = await api<PlaceDetail>(`places/${encodeURIComponent(placeId)}`);
      const { lat, lng } = place.geometry.location;
      onPlace?.({ description: place.description || description, lat, lng, timezone: place.timezone });
    } catch {
      // The error toast has been shown; the co-ordinates can still be typed.
    }
  };

  return (
    <AutoComplete
      id={id}
      value={value}
      disabled={disabled}
      placeholder={placeholder ?? 'Search a place'}
      options={(query ? (data?.predictions ?? []) : []).map((p) => ({
        value: p.placeId,
        label: p.description,
      }))}
      notFoundContent={
        isFetching ? (
          <Spin size="small" />
        ) : query && data ? (
          'No place found: type its latitude and longitude in Co-ordinates.'
        ) : null
      }
      onSearch={(text) => {
        onChange?.(text);
        debounced.run(text);
      }}
      onSelect={(placeId, option) => void pick(placeId, String(option.label ?? ''))}
    />
  );
}

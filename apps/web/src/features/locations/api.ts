import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Done,
  Location,
  LocationSaveAnswer,
  LocationBody,
  LocationListAnswer,
  LocationQuery,
  LocationSearchAnswer,
} from '@orrery/contract';
import { api } from '../../api/client';
import type { PathPage } from '../../lib/list/params';
import type { Page } from '../../lib/list/listDefinition';

/** This screen's query keys: everything under ['locations']. */
export const locationKeys = {
  all: ['locations'] as const,
  list: (page: PathPage<LocationQuery>) => ['locations', 'list', { ...page }] as const,
};

/** `GET location/locationMap-list/{skip}/{limit}/`: one page of locations, as rows and the filtered total. */
export async function fetchLocationPage(
  { skip, limit, query }: PathPage<LocationQuery>,
  signal?: AbortSignal,
): Promise<Page<Location>> {
  const answer = await api<LocationListAnswer>(`location/locationMap-list/${skip}/${limit}/`, {
    query: { ...query },
    signal,
  });
  return { rows: answer.item, total: answer.pagination.total };
}

function useLocationsWrite<Body, Answer>(call: (body: Body) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}

export const useAddLocation = () =>
  useLocationsWrite((body: LocationBody) =>
    api<LocationSaveAnswer>('location/location-map', { method: 'POST', body }),
  );

/** 409 (changed since loaded) is left to the versioned save, which offers to reload. */
export const useUpdateLocation = () =>
  useLocationsWrite(({ id, ...body }: LocationBody & { id: string; version: number }) =>
    api<LocationSaveAnswer>(`location/location-item-add/${id}`, { method: 'POST', body, silent: true }),
  );

export const useDeleteLocation = () =>
  useLocationsWrite((id: string) =>
    api<Done>(`location/delete-location/${id}`, { method: 'DELETE', silent: true }),
  );

/** `POST user/locations`: known cities, regions or countries starting with the text (the key's suggestions). */
export const searchPlaceNames = (searchBy: 'city' | 'region' | 'country', search: string) =>
  api<LocationSearchAnswer>('user/locations', {
    method: 'POST',
    body: { searchBy, search },
    silent: true,
  }).then((answer) => answer.data);

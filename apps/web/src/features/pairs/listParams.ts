import { PAIR_PAGE_SIZE, storageKeys } from '@orrery/contract';
import { positiveInt, textParam, type RawParams } from '../../lib/list/params';
import type { PairPageQuery } from './api';

/** The set, the group and the page are kept under the local-storage key `multiPair`. */
export const MULTI_PAIR_STORAGE_KEY = storageKeys.multiPair;

export interface MultiPairParams {
  [key: string]: string | number | undefined;
  pageNo: number;
  protocolId?: string;
  groupId?: string;
}

export function parseMultiPairParams(raw: RawParams): MultiPairParams {
  return {
    pageNo: positiveInt(raw.pageNo, 1),
    protocolId: textParam(raw.protocolId, 36),
    groupId: textParam(raw.groupId, 36),
  };
}

export const toPairPageQuery = (params: MultiPairParams): PairPageQuery => ({
  ...params,
  pageLimit: PAIR_PAGE_SIZE,
});

import type { PairItem } from '@orrery/contract';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchPairPage, pairKeys, type PairPage } from './api';
import {
  MULTI_PAIR_STORAGE_KEY,
  parseMultiPairParams,
  toPairPageQuery,
  type MultiPairParams,
} from './listParams';

/** /multiPair: a group's pairs under a set, 20 a page without a size changer. */
export const multiPairList: ListDefinition<MultiPairParams, PairItem, PairPage> = {
  storageKey: MULTI_PAIR_STORAGE_KEY,
  parse: parseMultiPairParams,
  call: listCall(toPairPageQuery, pairKeys.page, fetchPairPage),
};

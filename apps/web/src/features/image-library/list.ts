import type { FakeImage } from '@orrery/contract';
import { pathPage, positiveInt, type RawParams } from '../../lib/list/params';
import { listCall, type ListDefinition } from '../../lib/list/listDefinition';
import { fetchImagePage, imageKeys } from './api';

export interface ImageListParams {
  [key: string]: string | number | undefined;
  pageNo: number;
}

/** Images shown per page. */
export const IMAGE_PAGE_SIZE = 20;

/** /fake-image-upload: the image library, newest first, 20 a page; the page kept in the address. */
export const imageList: ListDefinition<ImageListParams, FakeImage> = {
  // `<list>Filter` like the other lists
  storageKey: 'fakeImageListFilter',
  parse: (raw: RawParams) => ({ pageNo: positiveInt(raw.pageNo, 1) }),
  call: listCall(
    (p: ImageListParams) => pathPage(p.pageNo, IMAGE_PAGE_SIZE, {}),
    imageKeys.list,
    fetchImagePage,
  ),
  pageSize: IMAGE_PAGE_SIZE,
};

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { neighbourOf, registerWalks, rememberPage } from './walk';

/** A list of 5 rows, 2 a page, filtered by `role`: ids r1…r5, less those that left it. */
let left: string[] = [];
const idsOfPage = vi.fn(async (params: Record<string, string>, pageNo: number) => {
  const all = ['r1', 'r2', 'r3', 'r4', 'r5'].filter((id) => params.role === 'admin' && !left.includes(id));
  return { ids: all.slice((pageNo - 1) * 2, pageNo * 2), total: all.length };
});
registerWalks({ test: async () => idsOfPage });

const trail = { list: 'test', params: { role: 'admin', pageNo: '1' }, pageNo: 1, pageSize: 2, total: 5 };

beforeEach(() => {
  localStorage.clear();
  idsOfPage.mockClear();
  left = [];
});

describe('neighbourOf', () => {
  it('walks the remembered page without a call', async () => {
    rememberPage('testIds', ['r1', 'r2'], trail);
    expect(await neighbourOf('testIds', 'r1', 'next')).toBe('r2');
    expect(await neighbourOf('testIds', 'r2', 'previous')).toBe('r1');
    expect(idsOfPage).not.toHaveBeenCalled();
  });

  it('past the last row fetches the next page of the same state, and back again', async () => {
    rememberPage('testIds', ['r1', 'r2'], trail);
    expect(await neighbourOf('testIds', 'r2', 'next')).toBe('r3');
    expect(idsOfPage).toHaveBeenCalledWith({ role: 'admin', pageNo: '1' }, 1);
    expect(idsOfPage).toHaveBeenLastCalledWith({ role: 'admin', pageNo: '1' }, 2);
    expect(JSON.parse(localStorage.getItem('testIds') ?? '[]')).toEqual(['r3', 'r4']);
    expect(await neighbourOf('testIds', 'r3', 'previous')).toBe('r2');
    expect(idsOfPage).toHaveBeenLastCalledWith({ role: 'admin', pageNo: '1' }, 1);
  });

  it('after rows of the page left the list (reviewed cards), the next is the first row pulled onto it', async () => {
    rememberPage('testIds', ['r1', 'r2'], trail);
    left = ['r1', 'r2'];
    // page 2 is now r5 alone: reading it would skip r3 and r4
    expect(await neighbourOf('testIds', 'r2', 'next')).toBe('r3');
    expect(JSON.parse(localStorage.getItem('testIds') ?? '[]')).toEqual(['r3', 'r4']);
    expect(await neighbourOf('testIds', 'r3', 'next')).toBe('r4');
    left = ['r1', 'r2', 'r3', 'r4'];
    expect(await neighbourOf('testIds', 'r4', 'next')).toBe('r5');
  });

  it('answers nothing before the first and after the last row of the whole list', async () => {
    rememberPage('testIds', ['r1', 'r2'], trail);
    expect(await neighbourOf('testIds', 'r1', 'previous')).toBeUndefined();
    rememberPage('testIds', ['r5'], { ...trail, pageNo: 3 });
    expect(await neighbourOf('testIds', 'r5', 'next')).toBeUndefined();
    expect(idsOfPage).not.toHaveBeenCalled();
  });

  it('answers nothing for an id not on the remembered page, or ids saved without a trail', async () => {
    rememberPage('testIds', ['r1', 'r2'], trail);
    expect(await neighbourOf('testIds', 'zz', 'next')).toBeUndefined();
    localStorage.setItem('plainIds', JSON.stringify(['a', 'b']));
    expect(await neighbourOf('plainIds', 'a', 'next')).toBe('b');
    expect(await neighbourOf('plainIds', 'b', 'next')).toBeUndefined();
  });
});

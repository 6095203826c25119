import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DELAY_MS } from '../lib/useDebouncedCallback';
import { memberSearchOptions, SearchBox } from './SearchBox';

afterEach(() => vi.useRealTimers());

describe('SearchBox', () => {
  it('searches the chosen field 1 s after typing stops, once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox fields={memberSearchOptions} field="identifier" text="" onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' ana@' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('ana@', 'identifier');
  });

  it('another field searches what is typed at once, in that field, and drops the waiting search', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchBox fields={memberSearchOptions} field="identifier" text="" onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Ana' } });
    fireEvent.mouseDown(screen.getByLabelText('Search by'));
    act(() => vi.advanceTimersByTime(50));
    fireEvent.click(screen.getByTitle('Nickname'));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Ana', 'nickName');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });

  it("shows the list's text when it changes from outside (Clear filters)", () => {
    const onSearch = vi.fn();
    const { rerender } = render(
      <SearchBox fields={memberSearchOptions} field="nickName" text="Ana" onSearch={onSearch} />,
    );
    expect(screen.getByLabelText('Search')).toHaveValue('Ana');
    rerender(<SearchBox fields={memberSearchOptions} field="nickName" text="" onSearch={onSearch} />);
    expect(screen.getByLabelText('Search')).toHaveValue('');
    expect(onSearch).not.toHaveBeenCalled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_DELAY_MS } from '../lib/useDebouncedCallback';
import { SearchInput } from './SearchInput';

afterEach(() => vi.useRealTimers());

describe('SearchInput', () => {
  it('searches 1 s after typing stops, once', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchInput text="" placeholder="Search" onSearch={onSearch} />);
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'Ana ' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Ana');
  });

  it('leaving the box (a click on a row link) searches at once, not a moment later on the next screen', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<SearchInput text="" placeholder="Search" onSearch={onSearch} />);
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'Ana' } });
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledExactlyOnceWith('Ana');
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS * 2));
    expect(onSearch).toHaveBeenCalledTimes(1);
    // leaving it again with nothing typed since changes nothing (the page stays where it is)
    fireEvent.blur(box);
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { Chart } from './Chart';
import type { ChartData } from './chartData';

const data: ChartData = {
  categories: ['2026-10', '2026-11'],
  series: [
    { name: 'Male', key: 'male', values: [4, 6] },
    { name: 'Female', key: 'female', values: [5, 3] },
  ],
};

/** The chart's box 600 px wide (jsdom lays nothing out: 0 unless told). */
function laidOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width: 600,
    height: 320,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: 600,
    bottom: 320,
    toJSON: () => ({}),
  });
}

/** The bars drawn, as "fill@opacity". */
const bars = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('svg > g path')).map(
    (path) => `${path.getAttribute('fill')}@${path.getAttribute('opacity')}`,
  );

afterEach(() => vi.restoreAllMocks());

describe('Chart legend', () => {
  it('is a toggle button per series: a click hides its bars, another brings them back', () => {
    laidOut();
    const { container } = render(<Chart kind="bar" data={data} label="Deleted Accounts" />);
    const female = screen.getByRole('button', { name: 'Female' });
    expect(female).toHaveAttribute('aria-pressed', 'true');
    const drawn = bars(container);
    expect(new Set(drawn.map((bar) => bar.split('@')[0])).size).toBe(2);

    fireEvent.click(female);
    expect(female).toHaveAttribute('aria-pressed', 'false');
    expect(bars(container)).toHaveLength(2);
    fireEvent.click(female);
    expect(female).toHaveAttribute('aria-pressed', 'true');
    expect(bars(container)).toEqual(drawn);
  });

  it('dims the other series while an item is hovered or focused, and none once it is clicked off', () => {
    laidOut();
    const { container } = render(<Chart kind="bar" data={data} label="Deleted Accounts" />);
    const [maleFill, femaleFill] = [...new Set(bars(container).map((bar) => bar.split('@')[0]))];
    const female = screen.getByRole('button', { name: 'Female' });

    fireEvent.pointerEnter(female);
    expect(bars(container)).toEqual([
      `${maleFill}@0.2`,
      `${maleFill}@0.2`,
      `${femaleFill}@1`,
      `${femaleFill}@1`,
    ]);
    fireEvent.click(female);
    expect(bars(container)).toEqual([`${maleFill}@1`, `${maleFill}@1`]);
    fireEvent.pointerLeave(female);
    fireEvent.click(female);

    fireEvent.focus(screen.getByRole('button', { name: 'Male' }));
    expect(bars(container)).toEqual([
      `${maleFill}@1`,
      `${maleFill}@1`,
      `${femaleFill}@0.2`,
      `${femaleFill}@0.2`,
    ]);
    fireEvent.blur(screen.getByRole('button', { name: 'Male' }));
    expect(bars(container).every((bar) => bar.endsWith('@1'))).toBe(true);
  });
});

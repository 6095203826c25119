import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { ChartCard } from './ChartCard';

const older = { categories: ['India', 'Brazil'], series: [{ name: 'Members', values: [12, 7] }] };

describe('ChartCard', () => {
  it('a failed load says so with Retry, and shows no older chart in its place', () => {
    const retry = vi.fn();
    render(
      <ChartCard
        title="Members Location"
        explanation="Members by country."
        kind="bar"
        data={older}
        categoryTitle="Country"
        error
        onRetry={retry}
      />,
    );
    expect(screen.getByText('The chart could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByTestId('chart-data')).toBeNull();
    expect(screen.queryByText('No data available')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(retry).toHaveBeenCalledOnce();
  });
});

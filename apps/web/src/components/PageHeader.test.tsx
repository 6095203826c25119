import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('names the browser tab after the screen', () => {
    const { unmount } = render(<PageHeader title="Members" />);
    expect(document.title).toBe('Members · Orrery');
    unmount();
    render(<PageHeader title="Profiles V2" />);
    expect(document.title).toBe('Profiles V2 · Orrery');
  });
});

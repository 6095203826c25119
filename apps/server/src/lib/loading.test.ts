import { describe, expect, it } from 'vitest';
import { Loading } from './loading';

describe('what a start still loads', () => {
  it('lists a step with its figures while it runs, and no longer once it ends or fails', async () => {
    const loading = new Loading();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const members = loading.step('Demo members', async (progress) => {
      progress(500, 5000);
      await held;
    });
    expect(loading.list()).toEqual([{ name: 'Demo members', done: 500, total: 5000 }]);
    release();
    await members;
    await expect(
      loading.step('Demo app events', async () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(loading.list()).toEqual([]);
  });
});

import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { inProcessQueue } from './inProcess';
import { jobQueueSlot } from './slot';
import type { JobRun } from './types';

const log = pino({ level: 'silent' });

/** A promise and the function that settles it. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Waits until `check` holds (the queue runs its jobs in the background). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
}

describe('the in-process job queue', () => {
  it('runs a sent job in the background with its data', async () => {
    const jobs = inProcessQueue(log);
    const seen: object[] = [];
    await jobs.work('q', { retries: 0 }, async (data) => void seen.push(data));
    await jobs.send('q', { id: 'a' });
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ id: 'a' }]);
    await jobs.stop();
  });

  it('tries a failing job again up to its retries, the last try marked last, then stops', async () => {
    const jobs = inProcessQueue(log);
    const runs: Pick<JobRun, 'round' | 'lastRound'>[] = [];
    await jobs.work('q', { retries: 2, retryDelayS: 0 }, async (_data, { round, lastRound }) => {
      runs.push({ round, lastRound });
      throw new Error('down');
    });
    await jobs.send('q');
    await until(() => runs.length === 3);
    await jobs.stop();
    expect(runs).toEqual([
      { round: 0, lastRound: false },
      { round: 1, lastRound: false },
      { round: 2, lastRound: true },
    ]);
  });

  it('keeps one job of a key at a time', async () => {
    const jobs = inProcessQueue(log);
    const { opened, open } = gate();
    const seen: string[] = [];
    await jobs.work<{ id: string }>('q', { retries: 0 }, async ({ id }) => {
      seen.push(id);
      await opened;
    });
    await jobs.send('q', { id: 'first' }, 'k');
    await jobs.send('q', { id: 'again' }, 'k');
    await jobs.send('q', { id: 'other' }, 'other');
    open();
    await jobs.stop();
    expect(seen.sort()).toEqual(['first', 'other']);
  });

  it('runs a stately queue one job at a time with at most one waiting', async () => {
    const jobs = inProcessQueue(log);
    const { opened, open } = gate();
    let running = 0;
    let most = 0;
    const seen: number[] = [];
    await jobs.work<{ n: number }>('q', { retries: 0, policy: 'stately' }, async ({ n }) => {
      running += 1;
      most = Math.max(most, running);
      seen.push(n);
      await opened;
      running -= 1;
    });
    await jobs.send('q', { n: 1 });
    await until(() => seen.length === 1);
    await jobs.send('q', { n: 2 });
    await jobs.send('q', { n: 3 });
    open();
    await until(() => seen.length === 2);
    await jobs.stop();
    expect(seen).toEqual([1, 2]);
    expect(most).toBe(1);
  });

  it('aborts the stop signal of running jobs and waits for them; later sends are dropped', async () => {
    const jobs = inProcessQueue(log);
    let handedBack = false;
    await jobs.work('q', { retries: 3 }, async (_data, { stop }) => {
      await new Promise<void>((resolve) => stop.addEventListener('abort', () => resolve()));
      handedBack = true;
    });
    await jobs.send('q');
    await jobs.stop();
    expect(handedBack).toBe(true);
    let ran = false;
    await jobs.work('late', { retries: 0 }, async () => void (ran = true));
    await jobs.send('late');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ran).toBe(false);
  });

  it('drops a job sent to a queue without work', async () => {
    const jobs = inProcessQueue(log);
    await expect(jobs.send('nobody')).resolves.toBeUndefined();
    await jobs.stop();
  });
});

describe('the job queue slot', () => {
  it('holds calls made before its queue is in, then passes them on', async () => {
    const slot = jobQueueSlot();
    const seen: object[] = [];
    const sent = slot.send('q', { id: 'early' });
    const jobs = inProcessQueue(log);
    await jobs.work('q', { retries: 0 }, async (data) => void seen.push(data));
    slot.use(jobs);
    await sent;
    await until(() => seen.length === 1);
    expect(seen).toEqual([{ id: 'early' }]);
    await slot.stop();
  });

  it('stops at once when no queue was ever put in', async () => {
    await expect(jobQueueSlot().stop()).resolves.toBeUndefined();
  });
});

import type { JobQueue } from '../src/providers/jobs';

/** A job queue that runs nothing and keeps what is sent to it: the queue's name and the job's data. */
export function recordingQueue(): JobQueue & { sent: { queue: string; data: object; key?: string }[] } {
  const sent: { queue: string; data: object; key?: string }[] = [];
  return {
    sent,
    work: async () => undefined,
    send: async (queue, data = {}, key) => void sent.push({ queue, data, key }),
    schedule: async () => undefined,
    stop: async () => undefined,
  };
}

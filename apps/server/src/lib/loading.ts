import type { LoadingStep } from '@orrery/contract';

/**
 * What the server is still loading behind the API: `/readyz` lists it and the dashboard shows it, so that
 * nobody takes a half-filled database for the whole. A step is listed from its start to its end.
 */
export class Loading {
  private readonly steps = new Map<string, LoadingStep>();

  /** Runs `work` as the step `name`; `progress(done, total)` moves its figures. */
  async step<T>(
    name: string,
    work: (progress: (done: number, total: number) => void) => Promise<T>,
  ): Promise<T> {
    const step: LoadingStep = { name, done: 0, total: 0 };
    this.steps.set(name, step);
    try {
      return await work((done, total) => Object.assign(step, { done, total }));
    } finally {
      this.steps.delete(name);
    }
  }

  /** The steps under way, in the order they started. */
  list(): LoadingStep[] {
    return [...this.steps.values()].map((s) => ({ ...s }));
  }
}

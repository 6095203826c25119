import type { Db } from '@orrery/db';

type Send = (importId: string) => Promise<void>;

interface Started {
  _id: string;
  total: number;
}

/**
 * Where a module's imports run: a small one within the call that started it, a bigger one on the job
 * queue (which registers itself with `use`), or in this process in the background when there is no queue
 * (tests, a queue that failed to start). `run` must go on from where a stopped run left off.
 */
export function importQueue<T extends Started>(
  run: (db: Db, id: string) => Promise<T>,
  fail: (db: Db, id: string, error: unknown) => Promise<void>,
) {
  let send: Send | null = null;
  const dispatch = async (db: Db, id: string, onError: (error: unknown) => void): Promise<void> => {
    if (send) return send(id);
    void run(db, id).catch(async (error: unknown) => {
      onError(error);
      await fail(db, id, error).catch(onError);
    });
  };
  return {
    use(sender: Send | null): void {
      send = sender;
    },
    dispatch,
    /** Runs an import of up to `chunk` rows now and answers its end; a bigger one is handed on as started. */
    async runOrDispatch(db: Db, started: T, chunk: number, onError: (error: unknown) => void): Promise<T> {
      if (started.total <= chunk) return run(db, started._id);
      await dispatch(db, started._id, onError);
      return started;
    },
  };
}

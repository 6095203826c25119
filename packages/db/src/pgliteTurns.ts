import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite runs in this thread, and its statements resolve without ever handing the event loop a turn: a
 * job's long run of small statements (an e-mail send of 2,300 recipients took 4 s) kept every HTTP request
 * and timer of the server waiting until it ended. Each query, exec and transaction therefore lets the
 * event loop turn once before it answers, so that requests and jobs take turns.
 */
export function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const after = async <T>(work: Promise<T>): Promise<T> => {
    try {
      return await work;
    } finally {
      await nextTurn();
    }
  };
  client.query = ((...args: Parameters<typeof query>) => after(query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => after(exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    after(transaction(...args))) as typeof client.transaction;
}

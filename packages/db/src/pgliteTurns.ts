import { AsyncLocalStorage } from 'node:async_hooks';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** Marks work started inside `inBackground`: jobs, the demo data load. */
const background = new AsyncLocalStorage<true>();

/**
 * Runs `work` as background work: on PGlite, each of its statements and transactions waits until no
 * request's statement is pending or ran in the last moment, so that a request never queues behind more
 * than the one background statement or transaction already running. On PostgreSQL it only runs `work`
 * (each connection has its own backend).
 */
export function inBackground<T>(work: () => Promise<T>): Promise<T> {
  return background.run(true, work);
}

/** A request's next statement usually follows its last within this; background work waits that long. */
const REQUEST_GAP_MS = 50;
/** Background work waits at most this long for a busy server, so that it still moves under steady load. */
const MOST_WAIT_MS = 1_000;

/** Requests being answered (`requestStarted`), and when the last one ended. Process-wide, like the thread. */
let requestsInFlight = 0;
let lastRequestEnd = 0;

/**
 * Marks a request as being answered until the returned function is called (once; later calls do nothing):
 * on PGlite background work waits meanwhile, even between the request's statements, while it computes or
 * reads an upload, so that a request with many steps is not interleaved with background statements.
 */
export function requestStarted(): () => void {
  requestsInFlight += 1;
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    requestsInFlight -= 1;
    lastRequestEnd = performance.now();
  };
}

/**
 * PGlite runs in this thread on one connection, and its statements resolve without handing the event loop
 * a turn. Each query, exec and transaction therefore lets the event loop turn once before it answers, so
 * that requests and jobs take turns; and background work (`inBackground`) gives way to requests: it starts
 * a statement only when no request is being answered (`requestStarted`), none has a statement pending and
 * none ended in the last moment. One long transaction still holds the connection to its end: background
 * work keeps each transaction short (the roll-up's chunk size, the seed's batches).
 */
export function takeTurns(client: PGlite): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  let statements = 0;
  const giveWay = async () => {
    const since = performance.now();
    while (performance.now() - since < MOST_WAIT_MS) {
      const quiet = performance.now() - lastRequestEnd;
      if (statements === 0 && requestsInFlight === 0 && quiet >= REQUEST_GAP_MS) return;
      await sleep(statements > 0 || requestsInFlight > 0 ? 2 : REQUEST_GAP_MS - quiet + 1);
    }
  };
  const run = async <T>(start: () => Promise<T>): Promise<T> => {
    const isRequest = !background.getStore();
    if (isRequest) statements += 1;
    else await giveWay();
    try {
      return await start();
    } finally {
      if (isRequest) {
        statements -= 1;
        lastRequestEnd = performance.now();
      }
      await nextTurn();
    }
  };
  client.query = ((...args: Parameters<typeof query>) => run(() => query(...args))) as typeof client.query;
  client.exec = ((...args: Parameters<typeof exec>) => run(() => exec(...args))) as typeof client.exec;
  client.transaction = ((...args: Parameters<typeof transaction>) =>
    run(() => transaction(...args))) as typeof client.transaction;
}

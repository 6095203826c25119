/**
 * The place index built in a worker thread (bundled as dist/places-worker.mjs): seconds of work that would
 * otherwise hold the server's only thread, and with it every request, on the first start.
 */
import { parentPort } from 'node:worker_threads';
import { buildIndexFromSources } from './sources';

parentPort?.postMessage(buildIndexFromSources());

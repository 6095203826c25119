export type { JobQueue, JobRun, JobWork, QueueOptions } from './types';
export { bossDbFor, startBoss, stopBoss, type BossDb } from './boss';
export { pgBossQueue } from './pgBoss';
export { inProcessQueue } from './inProcess';
export { jobQueueSlot, type JobQueueSlot } from './slot';

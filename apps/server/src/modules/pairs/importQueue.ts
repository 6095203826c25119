import type { Db } from '@orrery/db';
import { pairMessages } from '@orrery/contract';
import { schema } from '@orrery/db';
import { eq } from 'drizzle-orm';

/** Marks an import failed with a message a person can read (the job's last word). */
export async function failImport(db: Db, id: string, error: unknown): Promise<void> {
  const reason = error instanceof Error ? error.message : String(error);
  await db
    .update(schema.pairImports)
    .set({
      status: 'failed',
      message: `${pairMessages.importFailed}: ${reason}`.slice(0, 500),
      modifiedAt: new Date(),
    })
    .where(eq(schema.pairImports.id, id));
}

/** The job queue of pair file imports too big to run within the call. */
export const PAIR_IMPORT_QUEUE = 'pair-import';

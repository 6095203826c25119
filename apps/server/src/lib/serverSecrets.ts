import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { schema, type Db } from '@orrery/db';

/** A random key of this name, made once per database and shared by every server process on it. */
export async function serverSecret(db: Db, name: string): Promise<Buffer> {
  const { serverSecrets } = schema;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`the key ${name} could not be stored`);
  return Buffer.from(row.value, 'base64');
}

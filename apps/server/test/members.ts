import { schema, type Db } from '@orrery/db';

type NewMember = typeof schema.members.$inferInsert;

let seq = 0;

/** Inserts one member straight in the database (a small hand-built data set for the API tests). */
export async function insertMember(db: Db, values: Partial<NewMember> = {}): Promise<string> {
  seq += 1;
  const [row] = await db
    .insert(schema.members)
    .values({
      nickName: `Member ${seq}`,
      identifier: `member${seq}-${Date.now()}@example.com`,
      gender: 'f',
      dob: '1990-05-15',
      tob: '10:30',
      pob: 'Mumbai, Maharashtra, India',
      birthLat: 19.076,
      birthLng: 72.8777,
      tropicalSidereal: 't',
      ...values,
    })
    .returning({ id: schema.members.id });
  if (!row) throw new Error('member insert failed');
  return row.id;
}

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

/** Inserts `n` members in batches of 1,000; `values(i)` gives member i's own fields (i from 0). */
export async function insertManyMembers(
  db: Db,
  n: number,
  values: (i: number) => Partial<NewMember>,
): Promise<void> {
  for (let from = 0; from < n; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, n - from) }, (_, k) => {
      const i = from + k;
      return {
        nickName: `Member ${i}`,
        identifier: `many${i}-${Date.now()}@example.com`,
        gender: 'f' as const,
        dob: '1990-05-15',
        ...values(i),
      };
    });
    await db.insert(schema.members).values(batch);
  }
}

/** Noon UTC of the day `iso` (YYYY-MM-DD). */
export const noonUtc = (iso: string) => new Date(`${iso}T12:00:00Z`);

/**
 * `add(nickName, values)`: inserts a member by nickname (address `<nickname>@example.com`) with
 * `defaults` and its own values, and notes its id in `ids` under the nickname.
 */
export const memberAdder =
  (db: Db, ids: Record<string, string>, defaults: Partial<NewMember> = {}) =>
  async (nickName: string, values: Partial<NewMember> = {}): Promise<string> => {
    const id = await insertMember(db, {
      nickName,
      identifier: `${nickName.toLowerCase()}@example.com`,
      ...defaults,
      ...values,
    });
    ids[nickName] = id;
    return id;
  };

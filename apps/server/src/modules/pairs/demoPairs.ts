import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_PAIR_GROUP, type PairGender, type PairPersonInput } from '@orrery/contract';
import { schema, type Db } from '@orrery/db';
import { writeAudit } from '../../lib/audit';
import { hasRun, markRun } from '../../lib/onceMarker';
import { groupGrew, insertGroup } from './groups';
import { storedPerson } from './people';

const CITIES = [
  ['Mumbai, Maharashtra, India', 19.076, 72.8777],
  ['Delhi, India', 28.6139, 77.209],
  ['São Paulo, Brazil', -23.5505, -46.6333],
  ['Lisbon, Portugal', 38.7223, -9.1393],
  ['London, England, United Kingdom', 51.5074, -0.1278],
  ['New York, New York, United States', 40.7128, -74.006],
  ['Berlin, Germany', 52.52, 13.405],
  ['Manila, Philippines', 14.5995, 120.9842],
] as const;
const MEN = ['Arjun', 'Rahul', 'Lucas', 'João', 'James', 'Daniel', 'Lukas', 'Miguel', 'Omar', 'Kofi'];
const WOMEN = ['Priya', 'Ananya', 'Ana', 'Beatriz', 'Emma', 'Sofia', 'Lena', 'Maria', 'Layla', 'Amara'];

/** A small fixed-seed generator (mulberry32): the same demo pairs on every new database. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let x = Math.imul(s ^ (s >>> 15), 1 | s);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `n` plausible pairs: births 1965–2004 at any minute in eight cities; mostly a man and a woman, some
 * of one gender or o. A time the clocks skipped at its place is moved an hour on.
 */
export function demoPairInputs(n: number, seed = 11): [PairPersonInput, PairPersonInput][] {
  const rng = random(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
  const pad = (v: number) => String(v).padStart(2, '0');
  const person = (gender: PairGender, i: number): PairPersonInput => {
    const [pob, lat, lng] = CITIES[int(0, CITIES.length - 1)] ?? CITIES[0];
    const names = gender === 'f' ? WOMEN : MEN;
    return {
      name: `${names[int(0, names.length - 1)]} ${i + 1}`,
      gender,
      dob: `${int(1965, 2004)}-${pad(int(1, 12))}-${pad(int(1, 28))}`,
      tob: `${pad(int(0, 23))}:${pad(int(0, 59))}`,
      pob,
      geoCordinate: { lat, lng },
    };
  };
  return Array.from({ length: n }, (_, i) => {
    const kind = rng();
    const genders: [PairGender, PairGender] = kind < 0.8 ? ['m', 'f'] : kind < 0.9 ? ['f', 'f'] : ['m', 'o'];
    return [person(genders[0], i), person(genders[1], i)];
  });
}

function safePerson(input: PairPersonInput) {
  try {
    return storedPerson(input, input.name);
  } catch {
    const hour = Number(input.tob.slice(0, 2));
    return storedPerson(
      { ...input, tob: `${String((hour + 1) % 24).padStart(2, '0')}${input.tob.slice(2)}` },
      input.name,
    );
  }
}

const MARKER = 'demo_pairs_seeded';

/**
 * On a new database (never seeded, no pair group), the group longMarriage with `count` generated pairs,
 * in one transaction with one audit row, so that the pair pages show results at once.
 */
export async function seedDemoPairsOnce(db: Db, count: number, log: FastifyBaseLogger): Promise<void> {
  if (count <= 0) return;
  const [anyGroup] = await db.select({ id: schema.pairGroups.id }).from(schema.pairGroups).limit(1);
  if (anyGroup || (await hasRun(db, MARKER))) return;
  const people = demoPairInputs(count).map(([a, b]) => ({ userA: safePerson(a), userB: safePerson(b) }));
  await db.transaction(async (tx) => {
    const group = await insertGroup(tx, null, DEFAULT_PAIR_GROUP);
    await tx.insert(schema.pairs).values(people.map((p) => ({ ...p, groupId: group.id })));
    await groupGrew(tx, null, group.id, people.length);
    await markRun(tx, MARKER, { pairs: count });
    await writeAudit(tx, null, {
      action: 'pair.demo',
      entity: 'pairGroup',
      entityId: group.id,
      after: { name: group.name, pairs: people.length },
    });
  });
  log.info({ pairs: count, group: DEFAULT_PAIR_GROUP }, 'demo pairs generated on the new database');
}

import { randomInt } from 'node:crypto';
import { DateTime } from 'luxon';
import { virtualProfileTexts as v, virtualRowProblem, type VirtualProfileRow } from '@orrery/contract';
import type { Db } from '@orrery/db';
import { badRequest } from '../../lib/httpErrors';
import { libraryImages, type LibraryImageRow } from '../image-library';
import { takenEmails, type NewVirtual } from './members';

/** Problems shown in one refusal; the rest are counted. */
const SHOWN = 20;

/** A refusal naming every bad row (the first 20, then how many more). */
function refuse(problems: string[]): never {
  const more = problems.length - SHOWN;
  throw badRequest(problems.slice(0, SHOWN).join('; ') + (more > 0 ? `; and ${more} more rows` : ''));
}

/**
 * Every row check the console also runs (contract `virtualRowProblem`, repeated e-mails), then what only
 * the server knows: e-mails a member already has, image ids not in the library, an empty library. Any
 * problem refuses all the rows (400 naming each row), before anything is written. Answers each row with
 * its image, given in turn.
 */
export async function checkedRows(db: Db, rows: VirtualProfileRow[]): Promise<NewVirtual[]> {
  const today = DateTime.utc().toISODate() ?? '';
  const problems: string[] = [];
  const firstRowOf = new Map<string, number>();
  const numbered = rows.map((row, i) => ({
    ...row,
    email: row.email.trim().toLowerCase(),
    row: row.row ?? i + 1,
  }));
  for (const row of numbered) {
    const problem = virtualRowProblem(row, row.row, today);
    if (problem) problems.push(problem);
    const first = firstRowOf.get(row.email);
    if (first !== undefined && !problem) problems.push(v.emailRepeated(row.row, first));
    else if (first === undefined) firstRowOf.set(row.email, row.row);
  }
  if (problems.length) refuse(problems);
  const taken = await takenEmails(db, [...firstRowOf.keys()]);
  for (const row of numbered) if (taken.has(row.email)) problems.push(v.emailTaken(row.row, row.email));
  const images = await libraryImages(db);
  if (!images.length) throw badRequest(v.libraryEmpty);
  const byId = new Map<string, LibraryImageRow>(images.map((image) => [image.id, image]));
  const items = numbered.map((row, i) => {
    // in turn by row number; a row sent without its number gets any picture
    const turn = rows[i]?.row !== undefined ? row.row - 1 : randomInt(images.length);
    const image = row.image ? byId.get(row.image.trim().toLowerCase()) : images[turn % images.length];
    if (!image) problems.push(v.imageNotFound(row.row));
    return { row, image: image as LibraryImageRow };
  });
  if (problems.length) refuse(problems);
  return items;
}

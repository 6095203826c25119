import { describe, expect, it } from 'vitest';
import { zipOf, zipPart } from '../../test/zips';
import { ARCHIVE_LIMITS, archiveMessages, readArchive, type ArchiveLimits } from './archive';

const text = (n: number, letter = 'a') => Buffer.from(letter.repeat(n));
const parts = [zipPart('a.xml', text(3000)), zipPart('dir/b.xml', text(5000, 'b'))];
const limits: ArchiveLimits = { entries: 3, fileBytes: 6000, totalBytes: 9000 };

const refusalOf = (data: Buffer, within: ArchiveLimits) =>
  readArchive(data, within).then(
    () => 'no refusal',
    (error: { statusCode?: number; message?: string }) => [error.statusCode, error.message],
  );

describe('readArchive', () => {
  it('unpacks every file of a zip within the limits', async () => {
    const files = await readArchive(zipOf(parts), limits);
    expect([...(files?.entries() ?? [])].map(([name, data]) => [name, data.toString()])).toEqual([
      ['a.xml', text(3000).toString()],
      ['dir/b.xml', text(5000, 'b').toString()],
    ]);
  });

  it('refuses, naming the limit, too many entries, a file too large, files too large together', async () => {
    const four = zipOf([...parts, zipPart('c', text(1)), zipPart('d', text(1))]);
    expect(await refusalOf(four, limits)).toEqual([400, archiveMessages.tooManyEntries(3)]);
    expect(await refusalOf(zipOf(parts), { ...limits, fileBytes: 4999 })).toEqual([
      400,
      archiveMessages.partTooBig(4999),
    ]);
    expect(await refusalOf(zipOf(parts), { ...limits, totalBytes: 7999 })).toEqual([
      400,
      archiveMessages.tooBig(7999),
    ]);
  });

  it('stops a file that unpacks to more than it states, whatever the limits', async () => {
    const lying = zipOf([parts[0]!, { ...zipPart('big.xml', text(4_000_000)), declaredSize: 100 }]);
    expect(await refusalOf(lying, ARCHIVE_LIMITS)).toEqual([400, archiveMessages.largerThanStated]);
  });

  it('answers null for what is no readable zip: not a zip, cut short, fewer bytes than stated', async () => {
    const zip = zipOf(parts);
    expect(await readArchive(Buffer.from('name,gender\n'), limits)).toBeNull();
    expect(await readArchive(zip.subarray(0, zip.length - 30), limits)).toBeNull();
    const short = zipOf([{ ...zipPart('a.xml', text(10)), declaredSize: 11 }]);
    expect(await readArchive(short, limits)).toBeNull();
  });
});

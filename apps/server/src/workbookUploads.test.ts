import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { schema } from '@orrery/db';
import { createTestApp, multipartFile, type TestContext } from '../test/helpers';
import { fileRow, pairWorkbook } from '../test/pairs';
import { crowdedWorkbook, hugeSheetPart, lyingWorkbook, zipOf, zipParts } from '../test/zips';
import { ARCHIVE_LIMITS, archiveMessages } from './lib/archive';

/**
 * Both routes that take a workbook, sent zips that would take the server's memory: every one refused with
 * 400 and its reason, nothing written, and a zip that lies about its size never unpacked past the lie.
 */
let t: TestContext;
let genuine: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  genuine = await pairWorkbook([fileRow(1), fileRow(2)]);
});
afterAll(() => t.close());

const ROUTES = ['/api/pair/import?groupName=x', '/api/setting/protocol/import?name=x'];
const MB = 1024 * 1024;

function upload(url: string, data: Buffer) {
  const { payload, headers } = multipartFile('file', 'book.xlsx', 'application/octet-stream', data);
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...t.auth(t.superadmin.token) },
  });
}

/** The rows of every table an import writes. */
async function writes() {
  const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]?.n;
  const { pairGroups, pairs, pairImports, synastrySets, auditLog } = schema;
  return Promise.all([pairGroups, pairs, pairImports, synastrySets, auditLog].map(n));
}

/** Each route's answers to `data` sent `times` at once, and that nothing was written. */
async function refusals(data: Buffer, times = 1) {
  const before = await writes();
  const requests = ROUTES.flatMap((url) => Array.from({ length: times }, () => upload(url, data)));
  const answers = (await Promise.all(requests)).map((res) => ({
    status: res.statusCode,
    body: res.json<{ valid: boolean; message: string }>(),
  }));
  expect(await writes()).toEqual(before);
  return answers;
}

const refused = (message: string) => ({ status: 400, body: { valid: false, message } });

describe('workbook uploads that would take the memory', () => {
  it('stops a sheet of 1 GB that states 4 KB: 400 on both routes, twice at once, memory under +100 MB', async () => {
    const bomb = await lyingWorkbook(genuine, 1024 * MB, 4096);
    expect(bomb.length).toBeLessThan(10 * MB); // within the upload limit: only its content is refused
    const before = process.memoryUsage().rss;
    let peak = before;
    const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    const answers = await refusals(bomb, 2).finally(() => clearInterval(sample));
    const growth = (Math.max(peak, process.memoryUsage().rss) - before) / MB;
    expect(growth, `the server's memory grew by ${growth.toFixed(0)} MB`).toBeLessThan(100);
    expect(answers).toEqual(Array(4).fill(refused(archiveMessages.largerThanStated)));
  }, 120_000);

  it('refuses a zip of more entries than a workbook holds', async () => {
    const crowded = await crowdedWorkbook(genuine, ARCHIVE_LIMITS.entries);
    const message = archiveMessages.tooManyEntries(ARCHIVE_LIMITS.entries);
    expect(await refusals(crowded)).toEqual(ROUTES.map(() => refused(message)));
  });

  it('refuses a sheet, or a whole file, that says (truly) it unpacks past the limits', async () => {
    const parts = await zipParts(genuine);
    const sheet1 = 'xl/worksheets/sheet1.xml';
    const withSheets = async (...sizes: number[]) => {
      const sheets = await Promise.all(
        sizes.map((size, i) => hugeSheetPart(`xl/worksheets/sheet${i + 1}.xml`, size)),
      );
      return zipOf([...parts.filter((p) => p.name !== sheet1), ...sheets]);
    };
    const { fileBytes, totalBytes } = ARCHIVE_LIMITS;
    const bigSheet = await withSheets(fileBytes + 1);
    expect(await refusals(bigSheet)).toEqual(
      ROUTES.map(() => refused(archiveMessages.partTooBig(fileBytes))),
    );
    const bigFile = await withSheets(fileBytes, totalBytes - fileBytes);
    expect(await refusals(bigFile)).toEqual(ROUTES.map(() => refused(archiveMessages.tooBig(totalBytes))));
  }, 60_000);
});

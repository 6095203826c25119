import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { synastrySetMessages as m, SYNASTRY_SHEETS, type SynastrySet } from '@orrery/contract';
import { createTestApp, multipartFile, type TestAdmin, type TestContext } from '../../../test/helpers';
import { saveSet, scoringParts, setBody, writesSoFar } from '../../../test/synastrySets';

let t: TestContext;
let admin: TestAdmin;
let original: SynastrySet;
let exported: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.addAdmin('admin');
  const body = setBody('Exported', { planets: ['su', 'mo', 've', 'ma', 'as'] });
  body.orbs = body.orbs.map((o, i) => (i % 2 === 0 ? { ...o, value: 1.5 + i, enabled: true } : o));
  body.synastryCategory = body.synastryCategory.map((r, i) => (i === 2 ? { ...r, val3: 2.25 } : r));
  body.synastryRules = body.synastryRules.map((r, i) => ({ ...r, energy: (i % 9) - 4, stability: i / 100 }));
  body.synastryVsGm = [{ label: 'weight', val1: 70, val2: 30 }];
  original = await saveSet(t, body, admin.token);
  exported = (await exportSet(original._id)).rawPayload;
});
afterAll(() => t.close());

const exportSet = (id: string, token = admin.token) =>
  t.app.inject({ method: 'GET', url: `/api/setting/protocol/export/${id}`, headers: t.auth(token) });

function importFile(
  data: Buffer,
  name = 'Imported',
  filename = 'set.xlsx',
  token: string | null = admin.token,
) {
  const { payload, headers } = multipartFile('file', filename, 'application/octet-stream', data);
  return t.app.inject({
    method: 'POST',
    url: `/api/setting/protocol/import?name=${encodeURIComponent(name)}`,
    payload,
    headers: { ...headers, ...(token ? t.auth(token) : {}) },
  });
}

/** The exported workbook changed by `change`. */
async function edited(change: (workbook: ExcelJS.Workbook) => void): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(exported as unknown as ArrayBuffer);
  change(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const rulesSheet = (w: ExcelJS.Workbook) => w.getWorksheet('Synastry Rules') as ExcelJS.Worksheet;

describe('GET /api/setting/protocol/export/{id}', () => {
  it('sends the set as an .xlsx named after it, with its six sheets', async () => {
    const res = await exportSet(original._id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toContain('filename="Exported.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([...SYNASTRY_SHEETS]);
    const rules = rulesSheet(workbook);
    expect(rules.getRow(1).values).toEqual([
      undefined,
      'rules',
      'communication',
      'connection',
      'energy',
      'stability',
    ]);
    expect(rules.rowCount).toBe(254);
  });

  it('answers 404 for an unknown set, 400 for a malformed id, 401 without a token', async () => {
    expect((await exportSet('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await exportSet('nope')).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/setting/protocol/export/${original._id}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('POST /api/setting/protocol/import', () => {
  it('makes an identical set from an exported file, owned by the importer', async () => {
    const res = await importFile(exported, 'Round trip');
    expect(res.statusCode).toBe(200);
    const { message, item } = res.json<{ message: string; item: SynastrySet }>();
    expect(message).toBe('Synastry add success');
    expect(item).toMatchObject({ name: 'Round trip', user: admin.id, version: 1 });
    expect(scoringParts(item)).toEqual(scoringParts(original));
  });

  it.each([
    [
      'a rule row with some of its four values',
      (w: ExcelJS.Workbook) => (rulesSheet(w).getRow(5).getCell(4).value = null),
      'Synastry Rules, row 5: Please fill all rule value',
    ],
    ['an unknown sheet', (w: ExcelJS.Workbook) => void w.addWorksheet('Notes'), m.unknownSheet('Notes')],
    [
      'a missing sheet',
      (w: ExcelJS.Workbook) => w.removeWorksheet((w.getWorksheet('Heart Logo') as ExcelJS.Worksheet).id),
      m.missingSheet('Heart Logo'),
    ],
    [
      'an unknown rule',
      (w: ExcelJS.Workbook) => (rulesSheet(w).getRow(3).getCell(1).value = 'su_120_xx'),
      `Synastry Rules, row 3: ${m.unknownRule('su_120_xx')}`,
    ],
    [
      'a cell that is not a number',
      (w: ExcelJS.Workbook) =>
        ((w.getWorksheet('Orbs') as ExcelJS.Worksheet).getRow(2).getCell(2).value = 'wide'),
      'Orbs, row 2: value must be a number.',
    ],
    [
      'a category value above 4',
      (w: ExcelJS.Workbook) =>
        ((w.getWorksheet('Synastry Category') as ExcelJS.Worksheet).getRow(3).getCell(2).value = 4.5),
      'Synastry Category, row 3: val1 must be from 0 to 4.',
    ],
    [
      'a sheet longer than any set',
      (w: ExcelJS.Workbook) => {
        const planets = w.getWorksheet('Planets') as ExcelJS.Worksheet;
        for (let i = 0; i < 2001; i++) planets.addRow(['su', 1]);
      },
      m.tooManyRows('Planets', 2000),
    ],
  ])('refuses %s with the row, and writes nothing', async (_label, change, message) => {
    const file = await edited(change);
    const before = await writesSoFar(t);
    const res = await importFile(file, `Refused ${_label}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await writesSoFar(t)).toEqual(before);
  });

  it('judges the file by its content: an .xls, a text named .xlsx, a damaged zip', async () => {
    const before = await writesSoFar(t);
    const ole2 = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)]);
    const xls = await importFile(ole2, 'Old', 'set.xlsx');
    expect(xls.statusCode).toBe(400);
    expect(xls.json().message).toBe(m.oldXls);
    const text = await importFile(Buffer.from('planet,selected\nsu,1\n'), 'Text', 'set.xlsx');
    expect(text.json().message).toBe(m.notXlsx);
    const damaged = await importFile(exported.subarray(0, 200), 'Damaged');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().message).toBe(m.unreadableXlsx);
    expect(await writesSoFar(t)).toEqual(before);
  });

  it('needs a name (400), a file (400), a free name (409) and a token (401)', async () => {
    const before = await writesSoFar(t);
    const noName = await importFile(exported, ' ');
    expect(noName.json()).toEqual({ valid: false, message: m.nameRequired });
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/setting/protocol/import?name=Empty',
      headers: t.auth(admin.token),
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(m.fileRequired);
    const taken = await importFile(exported, 'exported');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('exported is already exist');
    expect((await importFile(exported, 'Anonymous', 'set.xlsx', null)).statusCode).toBe(401);
    expect(await writesSoFar(t)).toEqual(before);
  });
});

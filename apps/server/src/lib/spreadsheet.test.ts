import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ARCHIVE_LIMITS, archiveMessages } from './archive';
import { HttpError } from './httpErrors';
import { readWorkbook, spreadsheetKind, workbookBytes } from './spreadsheet';

async function smallWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Pairs');
  sheet.addRow(['name1', 'name2']);
  for (let i = 0; i < 200; i++) sheet.addRow([`Person ${i}`, `Partner ${i}`]);
  return workbookBytes(workbook);
}

describe('readWorkbook', () => {
  it('reads an .xlsx', async () => {
    const data = await smallWorkbook();
    expect(spreadsheetKind(data)).toBe('xlsx');
    const workbook = await readWorkbook(data);
    expect(workbook?.worksheets[0]?.getRow(2).getCell(1).value).toBe('Person 0');
  });

  it('refuses a file whose parts unpack past the limit', async () => {
    const data = await smallWorkbook();
    const limits = { ...ARCHIVE_LIMITS, totalBytes: 1_000 };
    const refusal = await readWorkbook(data, limits).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 400, message: archiveMessages.tooBig(1_000) });
  });

  it('answers null for a file that only starts like a zip', async () => {
    const data = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    expect(spreadsheetKind(data)).toBe('xlsx');
    expect(await readWorkbook(data)).toBeNull();
  });
});

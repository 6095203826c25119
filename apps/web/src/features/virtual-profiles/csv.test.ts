import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import {
  MAX_VIRTUAL_PROFILE_ROWS,
  VIRTUAL_PROFILE_COLUMNS,
  VIRTUAL_PROFILE_SAMPLE,
  virtualProfileTexts as v,
} from '@orrery/contract';
import { checkCsvFile, checkCsvText } from './csv';

const TODAY = '2026-11-23';
const header = VIRTUAL_PROFILE_COLUMNS.join(',');
const good = (i: number, change: Record<string, string> = {}) => {
  const row: Record<string, string> = {
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    dob: '1990-04-01T10:00:00.000Z',
    pob: '"Lisbon, Portugal"',
    pobLat: '38.7223',
    ponLang: '-9.1393',
    age: '36',
    city: 'Porto',
    lat: '41.1579',
    lang: '-8.6291',
    bio: 'Hello',
    jungian_type: 'entj',
    gender: 'm',
    language: 'pt_BR',
    wants_to_meet: 'f',
    purpose: 'networking',
    image: '',
    ...change,
  };
  return VIRTUAL_PROFILE_COLUMNS.map((c) => row[c]).join(',');
};

describe('checkCsvText (the Virtual Profile file, checked in the browser)', () => {
  it('reads the sample file as two good rows', () => {
    const checked = checkCsvText(VIRTUAL_PROFILE_SAMPLE, TODAY);
    expect(checked.problems).toEqual([]);
    expect(checked.rows.map((r) => [r.row, r.name, r.pob, r.pobLat])).toEqual([
      [1, 'Ana Souza', 'São Paulo, Brazil', -23.5505],
      [2, 'John Miller', 'London, United Kingdom', 51.5072],
    ]);
  });

  it('names every bad row with its reason and keeps the good ones', () => {
    const text = [
      header,
      good(1),
      good(2, { gender: 'x' }),
      good(3, { dob: '01/04/1990' }),
      good(4, { city: '' }),
      good(5, { language: 'fr' }),
      good(6, { purpose: 'love' }),
      good(7, { wants_to_meet: 'b' }),
      good(8, { email: 'person1@example.com' }),
      good(9),
    ].join('\n');
    const checked = checkCsvText(text, TODAY);
    expect(checked.rows.map((r) => r.row)).toEqual([1, 9]);
    expect(checked.rows[0]).toMatchObject({ jungian_type: 'ENTJ', age: 36, lang: -8.6291 });
    expect(checked.problems).toEqual([
      v.gender(2),
      v.dobFormat(3),
      v.missing(4, ['city']),
      v.language(5),
      v.purpose(6),
      v.wantsToMeet(7),
      v.emailRepeated(8, 1),
    ]);
  });

  it('refuses an unknown column, an empty file and a header alone', () => {
    expect(checkCsvText(`${header},shoe_size\n${good(1)},42`, TODAY).problems).toEqual([v.invalidFields]);
    expect(checkCsvText('', TODAY).problems).toEqual([v.emptyFile]);
    expect(checkCsvText(header, TODAY).problems).toEqual([v.emptyFile]);
    expect(checkCsvText(`${header}\n${good(1)}\n"Open quote,${good(2)}`, TODAY).problems).toEqual([
      v.parseFailed,
    ]);
  });

  it('accepts a leading "#" column and milliseconds or none in the date of birth', () => {
    const text = [`#,${header}`, `1,${good(1)}`, `2,${good(2, { dob: '1990-04-01T10:00:00Z' })}`].join('\n');
    expect(checkCsvText(text, TODAY)).toMatchObject({ problems: [] });
  });

  // how long the check takes is measured by bench/virtualProfiles.ts, not here
  it('checks every row of a 10,000-row file', () => {
    const text = [header, ...Array.from({ length: 10_000 }, (_, i) => good(i + 1))].join('\n');
    const checked = checkCsvText(text, TODAY);
    expect(checked.rows).toHaveLength(10_000);
    expect(checked.problems).toEqual([]);
  });

  it('stops parsing one row past the most a file may hold, and says so', async () => {
    const lines = Array.from({ length: 3 * MAX_VIRTUAL_PROFILE_ROWS }, (_, i) => good(i + 1));
    const file = new File([[header, ...lines].join('\n')], 'people.csv', { type: 'text/csv' });
    // every row papaparse hands over, whether one by one (step) or all at the end (data)
    let rowsParsed = 0;
    type Parse = (text: string, config: Papa.ParseConfig) => Papa.ParseResult<unknown> | undefined;
    const parse = Papa.parse as Parse;
    const counting: Parse = (text, { step, ...config }) => {
      const counted: Papa.ParseConfig['step'] = (row, parser) => {
        rowsParsed += 1;
        step?.(row, parser);
      };
      const result = parse(text, { ...config, step: step && counted });
      rowsParsed += result?.data.length ?? 0;
      return result;
    };
    const spy = vi.spyOn(Papa, 'parse').mockImplementation(counting as typeof Papa.parse);
    try {
      expect(await checkCsvFile(file)).toEqual({
        rows: [],
        problems: [v.tooManyRows(MAX_VIRTUAL_PROFILE_ROWS)],
      });
    } finally {
      spy.mockRestore();
    }
    expect(rowsParsed).toBe(MAX_VIRTUAL_PROFILE_ROWS + 1);
  });

  it('still takes a file of exactly the most rows', () => {
    const lines = Array.from({ length: MAX_VIRTUAL_PROFILE_ROWS }, (_, i) => good(i + 1));
    const checked = checkCsvText([header, ...lines].join('\n'), TODAY);
    expect(checked.problems).toEqual([]);
    expect(checked.rows).toHaveLength(MAX_VIRTUAL_PROFILE_ROWS);
  });
});

import { describe, expect, it } from 'vitest';
import { fieldChanges, shortValue } from './changes';

describe('fieldChanges', () => {
  it('lists only the fields an edit moved, old → new', () => {
    expect(
      fieldChanges({ name: 'Lisboa', tags: ['a'], lat: 1 }, { name: 'Lisboa', tags: ['a', 'b'], lat: 2 }),
    ).toEqual([
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
      { field: 'lat', before: '1', after: '2' },
    ]);
  });

  it('shows every field of a record created or removed against an empty side', () => {
    expect(fieldChanges(null, { name: 'Português' })).toEqual([
      { field: 'name', before: '—', after: 'Português' },
    ]);
    expect(fieldChanges({ isBlocked: true }, null)).toEqual([
      { field: 'isBlocked', before: 'true', after: '—' },
    ]);
  });

  it('leaves out the bookkeeping a save moves: version, modified at and by', () => {
    expect(
      fieldChanges(
        { profession: 'Pilot', version: 1, modifiedAt: '2026-01-01', adminModifiedBy: null },
        { profession: 'Cartographer', version: 2, modifiedAt: '2026-02-01', adminModifiedBy: 'a1' },
      ),
    ).toEqual([{ field: 'profession', before: 'Pilot', after: 'Cartographer' }]);
  });

  it('leaves out the empty fields of a created record', () => {
    expect(fieldChanges(null, { name: 'Porto', bio: null, tags: [], note: '' })).toEqual([
      { field: 'name', before: '—', after: 'Porto' },
      { field: 'tags', before: '—', after: '[]' },
    ]);
  });

  it('treats a value that is not a record as one field', () => {
    expect(fieldChanges(3, 5)).toEqual([{ field: 'value', before: '3', after: '5' }]);
  });

  it('cuts long values', () => {
    expect(shortValue('x'.repeat(200))).toHaveLength(80);
  });
});

import { describe, expect, it } from 'vitest';
import { buildMemberColumns, columnGroups, defaultShownColumns } from './memberColumns';
import { parseMemberListParams } from './listParams';

const context = { params: parseMemberListParams({ gender: 'f' }), onChange: () => {} };
const childKeys = (columns: ReturnType<typeof buildMemberColumns>) =>
  columns.flatMap((group) => ('children' in group ? group.children.map((c) => String(c.key)) : []));

describe('buildMemberColumns', () => {
  it('groups the shown columns under their headings, in order', () => {
    const columns = buildMemberColumns(defaultShownColumns, context);
    const titles = columns.map((c) => c.title);
    expect(titles).toEqual(columnGroups.filter((g) => titles.includes(g)));
    expect(titles).toContain('User Profile');
    expect(childKeys(columns)).toEqual(expect.arrayContaining(['nickName', 'gender', 'accountStatus']));
  });

  it('always keeps the nickname, even when nothing is chosen', () => {
    const columns = buildMemberColumns([], context);
    expect(childKeys(columns)).toEqual(['nickName']);
  });

  it('shows the chosen filter values as filtered', () => {
    const columns = buildMemberColumns(['gender'], context);
    const group = columns[0];
    const gender = group && 'children' in group ? group.children.find((c) => c.key === 'gender') : undefined;
    expect(gender?.filteredValue).toEqual(['f']);
  });
});

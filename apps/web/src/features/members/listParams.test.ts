import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { ageToDobRange } from './ageRange';
import { commaParam } from '../../lib/list/params';
import { tabSwitch } from '../../lib/list/useListState';
import { parseMemberListParams, toMemberListQuery } from './listParams';

describe('ageToDobRange', () => {
  const today = dayjs('2026-03-15');
  it('turns an age range into the birth dates of people that age today', () => {
    expect(ageToDobRange(25, 30, today)).toEqual({ dobStartDate: '1995-03-16', dobEndDate: '2001-03-15' });
  });
  it('leaves open the side without an age', () => {
    expect(ageToDobRange(18, undefined, today)).toEqual({
      dobStartDate: undefined,
      dobEndDate: '2008-03-15',
    });
    expect(ageToDobRange(undefined, 40, today)).toEqual({
      dobStartDate: '1985-03-16',
      dobEndDate: undefined,
    });
  });
});

describe('parseMemberListParams', () => {
  it('fills the defaults: tab 1, page 1, 20 a page, search by nickname', () => {
    expect(parseMemberListParams({})).toMatchObject({
      tab: '1',
      pageNo: 1,
      pageSize: 20,
      searchBy: 'nickName',
    });
  });

  it('keeps only known values of comma lists, sizes, dates and ages', () => {
    const params = parseMemberListParams({
      gender: 'f,x',
      jungianType: 'INFJ,NOPE,ENTP',
      accountStatus: 'blocked',
      pageSize: '37',
      createdStartDate: '2024-13',
      loginEndDate: '2024-05-01',
      ageMin: '30',
      ageMax: '20',
    });
    expect(params).toMatchObject({
      gender: 'f',
      jungianType: 'ENTP,INFJ',
      accountStatus: undefined,
      pageSize: 20,
      createdStartDate: undefined,
      loginEndDate: '2024-05-01',
      ageMin: 30,
      ageMax: undefined,
    });
    expect(commaParam('', ['a'])).toBeUndefined();
  });
});

describe('toMemberListQuery', () => {
  it('tab 2 sends type=blocked and isBlocked=true; age goes as birth dates; searchBy only with a search', () => {
    const query = toMemberListQuery(
      parseMemberListParams({
        tab: '2',
        pageNo: '3',
        pageSize: '50',
        ageMin: '18',
        gender: 'm',
        searchBy: 'identifier',
      }),
    );
    expect(query).toMatchObject({ type: 'blocked', isBlocked: true, pageNo: 3, pageLimit: 50, gender: 'm' });
    expect(query.dobEndDate).toBe(dayjs().subtract(18, 'year').format('YYYY-MM-DD'));
    expect(query.searchBy).toBeUndefined();
    expect(query).not.toHaveProperty('tab');
    expect(query).not.toHaveProperty('ageMin');
  });

  it('tab 1 sends no tab parameters', () => {
    const query = toMemberListQuery(parseMemberListParams({ search: 'asha', searchBy: 'nickName' }));
    expect(query).toMatchObject({ search: 'asha', searchBy: 'nickName', pageNo: 1, pageLimit: 20 });
    expect(query.type).toBeUndefined();
    expect(query.isBlocked).toBeUndefined();
  });
});

describe('tabSwitch', () => {
  it('remembers the page of each tab', () => {
    const onTab1Page4 = parseMemberListParams({ pageNo: '4' });
    const toBlocked = tabSwitch(onTab1Page4, '2');
    expect(toBlocked).toEqual({ tab: '2', pageNo: 1, page1: 4 });
    const onTab2Page2 = parseMemberListParams({ tab: '2', pageNo: '2', page1: '4' });
    expect(tabSwitch(onTab2Page2, '1')).toEqual({ tab: '1', pageNo: 4, page2: 2 });
    expect(tabSwitch(onTab2Page2, '2')).toEqual({});
  });
});

import { expect, type Page } from '@playwright/test';
import { tokenOf } from './signIn';

export interface CreatedMember {
  _id: string;
  nickName: string;
  version: number;
}

let made = 0;

/** Creates a member through the API, as the console's create form does. */
export async function createMember(page: Page, name?: string): Promise<CreatedMember> {
  made += 1;
  const stamp = `${Date.now()}-${made}`;
  const answer = await page.request.post('/api/user/create', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      nickName: name ?? `E2E Member ${stamp}`,
      identifier: `member-${stamp}@orrery.test`,
      gender: 'f',
      dob: '1990-05-15',
      tob: '10:30',
      pob: 'Mumbai, Maharashtra, India',
      geoBirth: { lat: 19.076, lng: 72.8777 },
      tropical_sidereal: 't',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const body = await answer.json();
  expect(body.message).toBe('User has been created successfully');
  return body.data as CreatedMember;
}

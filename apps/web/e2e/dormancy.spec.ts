import type { Page } from '@playwright/test';
import type { MemberListAnswer } from '@orrery/contract';
import { apiGet } from './support/api';
import { expect, test } from './support/fixtures';
import { signIn } from './support/signIn';

const DAY = 86_400_000;
const LIMIT_LABEL = 'Dormant after (days without activity)';

async function saveDormancyLimit(page: Page, days: number): Promise<void> {
  await page.goto('/appsettings');
  await page.getByLabel(LIMIT_LABEL).fill(String(days));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('App settings updated successfully').last()).toBeVisible();
}

test('App settings: a shorter dormancy limit makes a member away longer than it dormant on the members list', async ({
  page,
}) => {
  await signIn(page);
  // an active demo member last seen `days` whole UTC days ago (so away more than days - 1 days)
  let found: { id: string; days: number } | undefined;
  for (let days = 29; days >= 10 && !found; days -= 1) {
    const day = new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
    const answer = await apiGet<MemberListAnswer>(
      page,
      `user/userList/?accountStatus=active&activeStartDate=${day}&activeEndDate=${day}&pageLimit=10`,
    );
    const member = answer.items[0];
    if (member) found = { id: member._id, days };
  }
  if (!found) throw new Error('the demo data holds no member last active 10 to 29 days ago');

  const member = found;
  const openRow = async () => {
    await page.goto(`/members?searchBy=_id&search=${member.id}`);
    await expect(page.getByText('Total 1')).toBeVisible();
  };
  await openRow();
  await expect(page.locator('tbody tr.ant-table-row')).toContainText('Active');

  await saveDormancyLimit(page, member.days - 1);
  await expect(page.getByLabel(LIMIT_LABEL)).toHaveValue(String(member.days - 1));
  // the save queued the dormancy job: the member shows Dormant within seconds
  await expect(async () => {
    await openRow();
    await expect(page.locator('tbody tr.ant-table-row')).toContainText('Dormant', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });

  await saveDormancyLimit(page, 30);
});

import { trendReportMessages, type Member, type MemberListAnswer } from '@orrery/contract';
import { expect, test } from './support/fixtures';
import { apiGet } from './support/api';
import { choose } from './support/antd';
import { signIn } from './support/signIn';

test('generate a test report offline for a demo member: the events table, the report and its cost', async ({
  page,
}) => {
  await signIn(page);
  // the oldest demo members, and the first with a birth time and place (house transits need them)
  const { items } = await apiGet<MemberListAnswer>(page, 'user/userList/?pageNo=1&pageLimit=20&orderBy=asc');
  let member: Member | undefined;
  for (const item of items) {
    const { data } = await apiGet<{ data: Member }>(page, `user/item/${item._id}`);
    if (data.dob && data.tob && data.geoBirth) {
      member = data;
      break;
    }
  }
  if (!member) throw new Error('no demo member among the first 20 has a birth date, time and place');

  await page.goto('/astro/current-trends');
  // AI Settings & Test opens first
  await expect(page.getByRole('tab', { name: 'AI Settings & Test', selected: true })).toBeVisible();
  const generator = page.locator('.ant-card', { hasText: 'Astro report test' });

  // the four required choices, with their messages
  await generator.getByRole('button', { name: 'Generate Report' }).click();
  for (const text of [
    'Please select User.',
    'Please select gender.',
    'Please select user type.',
    'Please select user language.',
  ])
    await expect(generator.getByText(text)).toBeVisible();

  await generator.getByLabel('Member', { exact: true }).fill(member.nickName);
  await page
    .locator('.ant-select-dropdown:visible')
    .getByTitle(`${member.nickName} (${member.identifier})`, { exact: true })
    .click();
  await choose(page, generator, 'Gender', 'Female');
  await choose(page, generator, 'User type', 'Premium');
  await choose(page, generator, 'Language', 'en');
  await generator.getByRole('button', { name: 'Generate Report' }).click();

  await expect(page.getByText('Report generated successfully!')).toBeVisible();
  // no model ran: it says so, and the report ends on a whole sentence
  await expect(generator.getByText(trendReportMessages.offline)).toBeVisible();
  // the events table: its columns, and the eleven house transits at least
  for (const column of ['Name', 'Text', 'Intensity', 'Phase', 'Duration', 'Peak time'])
    await expect(generator.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  await expect(generator.locator('.ant-table-row').first()).toBeVisible();
  expect(await generator.locator('.ant-table-row').count()).toBeGreaterThanOrEqual(11);
  await expect(generator.getByRole('cell', { name: /^t_h_su_(0[1-9]|1[0-2])/ })).toBeVisible();
  await expect(generator.getByTestId('report-text')).toHaveText(/[.!?]$/);
  await expect(generator.getByTestId('report-text')).not.toContainText('…');
  // the cost of one report, and the same ×1000, as an estimate of what the model would use
  await expect(generator.getByText('Tokens (one report) (estimate)')).toBeVisible();
  await expect(generator.getByText('Cost × 1,000 (estimate)')).toBeVisible();
  await expect(generator.getByText('Cost if gpt-4o wrote it (estimate)')).toBeVisible();
  await expect(generator.getByText('gpt-4o: no model ran, the offline composer wrote this')).toBeVisible();
  await expect(generator.getByText(/^about €0\.\d+$/)).toBeVisible();
  await expect(generator.getByText(/^Live version \d+$/)).toBeVisible();

  // Generate Report of the Free User Reports block: the same member, now as a free user
  const freeBlock = page
    .locator('.ant-card')
    .filter({ has: page.locator('.ant-card-head-title', { hasText: /^Free User Reports$/ }) })
    .last();
  await freeBlock.getByRole('button', { name: 'Generate Report' }).click();
  await expect(
    generator.getByText('gpt-4o-mini: no model ran, the offline composer wrote this'),
  ).toBeVisible();
  // written with the block as shown, saved or not
  await expect(generator.getByText('The block as edited (not saved)')).toBeVisible();
  await expect(
    generator.locator('.ant-select', { has: page.getByLabel('User type', { exact: true }) }),
  ).toHaveText('Free');

  // in Hindi: the source texts exist in English only, and the page says so
  await choose(page, generator, 'Language', 'hi');
  await generator.getByRole('button', { name: 'Generate Report' }).click();
  await expect(generator.getByText(trendReportMessages.englishOnly('Hindi'))).toBeVisible();
});

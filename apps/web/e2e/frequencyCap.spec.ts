import { expect, test } from './support/fixtures';
import { pick } from './support/antd';
import { signIn, tokenOf } from './support/signIn';

const CAP_LABEL = 'Frequency cap (pushes per member in 24 hours)';

test('a frequency cap of 1: saved in Notification Settings, the composer says whom it holds back, the history counts them', async ({
  page,
}) => {
  await signIn(page);
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  // the cap holds for every push of this worker's server: put back to none whatever happens
  try {
    await page.goto('/notification-settings');
    const form = page.locator('form#notificationSettings');
    await expect(form.getByLabel(CAP_LABEL)).toHaveValue('0');
    await form.getByLabel(CAP_LABEL).fill('101');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(`${CAP_LABEL} must be a whole number from 0 (no cap) to 100.`)).toBeVisible();
    await form.getByLabel(CAP_LABEL).fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification settings updated successfully')).toBeVisible();
    await page.reload();
    await expect(form.getByLabel(CAP_LABEL)).toHaveValue('1');

    // two demo members the astro insights push reaches (a member may have turned that key off); the first
    // gets one push now, so the cap holds them back from the next
    const list = await page.request.get('/api/user/userList/?pageNo=1&pageLimit=100', { headers });
    const reachable: string[] = [];
    for (const { _id } of (await list.json()).items as { _id: string }[]) {
      if (reachable.length === 2) break;
      const count = await page.request.post('/api/user/notification-audience-count', {
        headers,
        data: { notificationKey: 'astro_insights', userIds: [_id] },
      });
      // and not reached yet today (the demo data's own pushes, earlier tests' sends)
      const answer = (await count.json()) as { count: number; heldBackByCap: number };
      if (answer.count === 1 && answer.heldBackByCap === 0) reachable.push(_id);
    }
    const [first, second] = reachable;
    expect(
      first && second,
      'two members of the first 100 take astro insights pushes and had none today',
    ).toBeTruthy();
    const sent = await page.request.post('/api/user/send-notification', {
      headers,
      data: {
        notificationKey: 'astro_insights',
        notificationTitle: 'The first of the day',
        notificationBody: 'One push.',
        userIds: [first],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const firstId = (await sent.json()).data._id as string;
    await expect
      .poll(
        async () => {
          const history = await page.request.get('/api/user/notification-list/0/20/', { headers });
          return ((await history.json()).item as { _id: string; status: string }[]).find(
            (row) => row._id === firstId,
          )?.status;
        },
        { timeout: 60_000 },
      )
      .toBe('done');

    await page.goto('/push-notification');
    await page.getByLabel(/^User IDs/).fill(`${first}\n${second}`);
    await expect(page.locator('.audience-count')).toContainText('2');
    await expect(page.getByText('1 held back by the frequency cap.')).toBeVisible();
    await pick(page, page.getByLabel('Notification key'), 'Astro insights');
    await page.getByLabel('Notification Heading').fill('The second of the day');
    await page.getByLabel('Notification Text').fill('Only one of you gets this.');
    await page.getByRole('button', { name: 'Send Notification' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Are you sure want to Send Notification?' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Notification queued for 2 members')).toBeVisible();

    await page.goto('/notification-list');
    const row = page.locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText('The second of the day');
    await expect(row.getByText('done', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(row.locator('td.col-reach .reach-counts')).toHaveText('1 / 2');
    await expect(row.locator('td.col-reach .capped-note')).toHaveText('1 held back by the frequency cap');
    await row.getByRole('button', { name: 'Recipients' }).click();
    const drawer = page.getByRole('dialog', { name: 'Recipients: The second of the day' });
    await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(2);
    await expect(drawer.getByText('held back by the cap')).toBeVisible();
    await expect(drawer.getByText('sent', { exact: true })).toBeVisible();
  } finally {
    const reset = await page.request.put('/api/user/notification-settings', {
      headers,
      data: [{ key: 'notification_frequency_cap', value: 0 }],
    });
    expect(reset.status()).toBe(200);
  }
});

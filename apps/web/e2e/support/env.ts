/** What globalSetup tells the tests, through the environment the workers inherit. */
export const e2eEnv = {
  get baseURL(): string {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run the tests with `npx playwright test`');
    return url;
  },
  get logFile(): string {
    const file = process.env.E2E_LOG_FILE;
    if (!file) throw new Error('E2E_LOG_FILE is not set: run the tests with `npx playwright test`');
    return file;
  },
  superadmin: {
    email: 'admin@orrery.local',
    password: process.env.E2E_ADMIN_PASSWORD ?? 'Orrery-e2e-pass1',
    nickName: 'Superadmin',
  },
};

// `npm run bench`: every benchmark in turn; each prints its own figures.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('../', import.meta.url).pathname;
const steps = [
  ['server', 'node bench/server.mjs'],
  // a new `npm start` on PGlite: the console's first answer, and the waits behind the demo data and an import
  ['start-up and stalls', 'node bench/stall.mjs'],
  ['members', 'node bench/members.mjs'],
  // the Activity screen's first page and a member's History with 10,000,000 audit rows on PostgreSQL
  ['audit log', 'node bench/auditLog.mjs'],
  // 108 wrong passwords for one e-mail from 12 addresses, then the real admin from a 13th
  ['sign-in attack', 'node bench/signInAttack.mjs'],
  // .xlsx files whose sheet unpacks to 1 GiB while stating 4 KB, three at once to each workbook route
  ['lying spreadsheets', 'npx tsx bench/workbookBomb.ts'],
  ['places', existsSync(`${root}bench/places.ts`) ? 'npx tsx bench/places.ts' : null],
  ['members', 'npx tsx bench/members.ts'],
  ['moderation', 'node bench/moderation.mjs'],
  // the console in Chromium: the login page's and each main screen's JavaScript, data and charts on screen
  ['console', 'node bench/console.mjs'],
  ['load', 'node bench/load.mjs'],
  ['pairs', 'node bench/pairs.mjs'],
  ['trends', 'node bench/trends.mjs'],
  ['languages', 'npx tsx bench/languages.ts'],
  // a 10,000-row virtual-profile file: checked by the console's code, then created by the server's job
  ['virtual profiles', 'npx tsx bench/virtualProfiles.ts'],
  // 1,000,000 members and 10,000,000 events on PostgreSQL (add --events 10000000,50000000 for the growth curve)
  ['analytics', 'npx tsx bench/analytics.ts'],
  ['events', 'node bench/events.mjs'],
  // audience counts and the fan-out of one push to every member through the outbox, 1,000,000 members on PostgreSQL
  ['messaging', 'NODE_OPTIONS=--expose-gc npx tsx bench/messaging.ts'],
  ['astro', 'npm run bench -w @orrery/astro'],
];
execSync('npm run build -w @orrery/server', { cwd: root, stdio: 'inherit' });
for (const [name, command] of steps) {
  if (!command) continue;
  console.log(`\n### ${name}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

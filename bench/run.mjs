// `npm run bench`: every benchmark in turn; each prints its own figures.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = new URL('../', import.meta.url).pathname;
const steps = [
  ['server', 'node bench/server.mjs'],
  ['members', 'node bench/members.mjs'],
  ['places', existsSync(`${root}bench/places.ts`) ? 'npx tsx bench/places.ts' : null],
  ['members', 'npx tsx bench/members.ts'],
  ['moderation', 'node bench/moderation.mjs'],
  ['load', 'node bench/load.mjs'],
  ['astro', 'npm run bench -w @orrery/astro'],
];
execSync('npm run build -w @orrery/server', { cwd: root, stdio: 'inherit' });
for (const [name, command] of steps) {
  if (!command) continue;
  console.log(`\n### ${name}`);
  execSync(command, { cwd: root, stdio: 'inherit' });
}

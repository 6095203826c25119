// Fails when a locked dependency's `engines.node` excludes a Node line the project runs on.
// Platform-specific binaries for other systems are skipped: npm never installs them here.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const semver = createRequire(import.meta.url)('semver');
const lines = ['20.19.0', '22.13.0', '24.0.0'];
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
const problems = [];
for (const [path, entry] of Object.entries(lock.packages)) {
  const range = entry.engines?.node;
  if (!range || !path || entry.os?.every((os) => os !== process.platform)) continue;
  for (const version of lines) {
    if (!semver.satisfies(version, range))
      problems.push(`${path}: engines.node "${range}" excludes Node ${version}`);
  }
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`engines: every locked package supports Node ${lines.join(', ')}`);

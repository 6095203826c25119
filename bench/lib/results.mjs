// bench/RESULTS.md: each bench writes its own section (figure, aim, machine, date), replacing the one
// it wrote before; the other sections stay.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';

const file = new URL('../RESULTS.md', import.meta.url).pathname;
const HEADER =
  '# Benchmark results\n\nWritten by `npm run bench` (each bench its own section); do not edit by hand.\n';

const machine = () =>
  `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}`;

/**
 * Replaces the section `title` of bench/RESULTS.md with `rows`: [figure, value, aim, met] each (aim and
 * met may be empty for a figure without an aim), under the machine and the date.
 */
export function recordResults(title, rows, notes = '') {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : HEADER;
  const sections = text.split(/\n(?=## )/);
  const head = sections[0].startsWith('## ') ? HEADER : sections.shift();
  const table = [
    '| Figure | Value | Aim | Met |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      ([figure, value, goal = '', met = '']) =>
        `| ${figure} | ${value} | ${goal} | ${met === '' ? '' : met ? 'yes' : 'no'} |`,
    ),
  ].join('\n');
  const section = `## ${title}\n\n${machine()}; ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.\n${notes ? `\n${notes}\n` : ''}\n${table}\n`;
  const kept = sections.filter((s) => !s.startsWith(`## ${title}\n`));
  writeFileSync(file, [head.trimEnd() + '\n', ...kept.map((s) => s.trimEnd() + '\n'), section].join('\n'));
}

/**
 * A row of milliseconds: [figure, `12.3 ms`, `< 20 ms`, met], met when value < limit (the test of `aim`
 * in bench/lib/server.mjs); without `limit`, a figure without an aim.
 */
export const msRow = (figure, value, limit, digits = 1) =>
  limit === undefined
    ? [figure, `${value.toFixed(digits)} ms`]
    : [figure, `${value.toFixed(digits)} ms`, `< ${limit} ms`, value < limit];

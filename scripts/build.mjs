// `npm run build`: the console and the server built side by side (neither reads the other's output), so
// the first `npm start` waits for the longer of the two, not their sum. Each runs its workspace's own
// `build` script, as `npm run build -w` would, without starting npm twice more. Fails when either fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const root = new URL('../', import.meta.url).pathname;
const workspaces = ['apps/web', 'apps/server'];

function build(workspace) {
  const dir = join(root, workspace);
  const { scripts } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const bins = [join(dir, 'node_modules', '.bin'), join(root, 'node_modules', '.bin')];
  return new Promise((resolve) => {
    const child = spawn(scripts.build, {
      cwd: dir,
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, PATH: [...bins, process.env.PATH].join(delimiter) },
    });
    child.once('error', (error) => resolve({ workspace, error: error.message }));
    child.once('exit', (code, signal) =>
      resolve({ workspace, error: code === 0 ? null : `exited with ${signal ?? `code ${code}`}` }),
    );
  });
}

const failed = (await Promise.all(workspaces.map(build))).filter((result) => result.error);
for (const { workspace, error } of failed) console.error(`the build of ${workspace} failed: ${error}`);
process.exitCode = failed.length ? 1 : 0;

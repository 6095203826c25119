// `npm run build`: the console and the server built side by side (neither reads the other's output), so
// the first `npm start` waits for the longer of the two, not their sum. Fails when either fails.
import { spawn } from 'node:child_process';

const workspaces = ['@orrery/web', '@orrery/server'];
const root = new URL('../', import.meta.url).pathname;

const built = (workspace) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
    child.once('error', (error) => resolve({ workspace, error: error.message }));
    child.once('exit', (code, signal) =>
      resolve({ workspace, error: code === 0 ? null : `exited with ${signal ?? `code ${code}`}` }),
    );
  });

const failed = (await Promise.all(workspaces.map(built))).filter((r) => r.error);
for (const { workspace, error } of failed) console.error(`the build of ${workspace} failed: ${error}`);
process.exitCode = failed.length ? 1 : 0;

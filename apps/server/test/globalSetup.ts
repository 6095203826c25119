import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled for this run: what `npm start` runs, for the tests that start server processes. */
    serverBundle: string;
  }
}

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Bundles the server once for the run, as `npm start` does, into a folder of its own under dist/ (so that
 * it finds its packages in node_modules, and a build beside the run does not replace it): a test that
 * starts server processes starts that bundle, which loads faster than every source file through tsx. The
 * folder is removed after the run.
 */
export default function setup(project: TestProject): () => void {
  mkdirSync(join(serverDir, 'dist'), { recursive: true });
  const runDir = mkdtempSync(join(serverDir, 'dist', 'test-run-'));
  execFileSync(process.execPath, ['build.mjs', relative(serverDir, runDir)], {
    cwd: serverDir,
    stdio: 'ignore',
  });
  project.provide('serverBundle', join(runDir, 'main.js'));
  return () => rmSync(runDir, { recursive: true, force: true });
}

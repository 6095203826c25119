import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { describe, expect, it } from 'vitest';

const root = import.meta.dirname;
/**
 * The files the routes import to start a screen's calls (`listRouteData`, `routePrefetch`): a list's
 * definition or a screen's prefetch, by path from `src/`.
 */
const prefetchFiles = [
  ...new Set(
    [
      ...readFileSync(join(root, 'src/routes.tsx'), 'utf8').matchAll(
        /import\('\.\/(features\/[\w/-]+\/(?:list|prefetch\w+))'\)/g,
      ),
    ].map(([, path]) => `${path}.ts`),
  ),
].sort();
/** antd and the packages it draws with. */
const ANTD = /\/node_modules\/(antd|@ant-design|@rc-component|rc-[\w-]+)\//;

/** The console built as `npm run build` builds it, kept in memory: its chunks by file name. */
async function builtChunks(): Promise<Map<string, OutputChunk>> {
  const output = (await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    build: { write: false },
  })) as RolldownOutput;
  return new Map(
    output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
  );
}

/** `file` and every chunk it imports statically, at any depth. */
function withImports(chunks: Map<string, OutputChunk>, file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) withImports(chunks, imported, into);
  return into;
}

describe('the code a route loads to start its calls', () => {
  it('brings no antd: a screen asks for its data while antd still downloads', async () => {
    const chunks = await builtChunks();
    const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
    if (!entry) throw new Error('the build has no entry chunk');
    const loadedAnyway = withImports(chunks, entry.fileName);
    // each prefetch module with the chunk it landed in (its own, or one shared with another prefetch)
    const prefetches = [...chunks.values()].flatMap((chunk) =>
      chunk.moduleIds
        .filter((id) => prefetchFiles.some((path) => id.endsWith(`/src/${path}`)))
        .map((id) => ({ id, file: chunk.fileName })),
    );
    // every list route's definition, the chart screens', Dashboard's and Synastry's prefetches
    expect(prefetchFiles.length).toBeGreaterThan(15);
    expect(prefetches.map(({ id }) => id.split('/src/')[1]).sort()).toEqual(prefetchFiles);
    const antdBrought = prefetches.flatMap(({ id, file }) => {
      const files = [...withImports(chunks, file)].filter((each) => !loadedAnyway.has(each));
      const modules = files.flatMap((each) => chunks.get(each)?.moduleIds ?? []);
      return modules.some((module) => ANTD.test(module)) ? [id.split('/src/')[1]] : [];
    });
    expect(antdBrought).toEqual([]);
  }, 180_000);
});

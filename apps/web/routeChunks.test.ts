import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import type { OutputChunk, RolldownOutput } from 'rolldown';
import { beforeAll, describe, expect, it } from 'vitest';

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

/**
 * The console built as `npm run build` builds it, kept in memory: its chunks by file name, and the classic
 * script index.html loads before the entry (`signedInPreload.ts`).
 */
async function builtConsole(): Promise<{ chunks: Map<string, OutputChunk>; preloadScript: string }> {
  const output = (await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'silent',
    // `npm run build` sets NODE_ENV: React's production code, not the development code of vitest's 'test'
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { write: false },
  })) as RolldownOutput;
  const preload = output.output.find(
    (item) => item.type === 'asset' && /^assets\/signed-in-[\w-]+\.js$/.test(item.fileName),
  );
  if (preload?.type !== 'asset') throw new Error('the build has no signed-in preload script');
  return {
    chunks: new Map(
      output.output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]),
    ),
    preloadScript: String(preload.source),
  };
}

/** `file` and every chunk it imports statically, at any depth. */
function withImports(chunks: Map<string, OutputChunk>, file: string, into = new Set<string>()) {
  if (into.has(file)) return into;
  into.add(file);
  for (const imported of chunks.get(file)?.imports ?? []) withImports(chunks, imported, into);
  return into;
}

/** The chunk that holds the module whose path ends with `path` (from `src/` or `node_modules/`). */
function chunkOf(chunks: Map<string, OutputChunk>, path: string): string {
  const chunk = [...chunks.values()].find((each) => each.moduleIds.some((id) => id.endsWith(path)));
  if (!chunk) throw new Error(`no chunk holds ${path}`);
  return chunk.fileName;
}

/** The modules of `files`, by id. */
const modulesOf = (chunks: Map<string, OutputChunk>, files: Iterable<string>) =>
  [...files].flatMap((file) => chunks.get(file)?.moduleIds ?? []);

let chunks: Map<string, OutputChunk>;
let preloadScript: string;
let entry: OutputChunk;
beforeAll(async () => {
  ({ chunks, preloadScript } = await builtConsole());
  const found = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!found) throw new Error('the build has no entry chunk');
  entry = found;
}, 180_000);

describe('the code a route loads to start its calls', () => {
  it('brings no antd: a screen asks for its data while antd still downloads', () => {
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
      return modulesOf(chunks, files).some((module) => ANTD.test(module)) ? [id.split('/src/')[1]] : [];
    });
    expect(antdBrought).toEqual([]);
  });
});

describe('the code a first visit loads', () => {
  it('the login page: under 200 KB gzipped, without the form fields and validation it never draws', () => {
    const files = withImports(chunks, entry.fileName);
    for (const path of ['src/shell/StandaloneToasts.tsx', 'src/shell/login/LoginPage.tsx'])
      withImports(chunks, chunkOf(chunks, path), files);
    const modules = modulesOf(chunks, files);
    expect(modules.some((id) => id.endsWith('src/shell/login/CodeStep.tsx'))).toBe(true);
    expect(modules.filter((id) => /@rc-component\/(form\/es\/Field|async-validator)/.test(id))).toEqual([]);
    // gzip at its best compression, as the build writes the .gz files the server sends; with the preload
    // script, which every visit loads
    const gzipped = [...[...files].map((file) => chunks.get(file)?.code ?? ''), preloadScript].reduce(
      (sum, code) => sum + gzipSync(code, { level: 9 }).length,
      0,
    );
    expect(gzipped / 1024).toBeLessThan(200);
  });

  it('the send histories: no luxon, which only the composers need for time zones', () => {
    for (const screen of [
      'src/features/messaging/push/NotificationHistoryPage.tsx',
      'src/features/messaging/email/EmailHistoryPage.tsx',
    ]) {
      const modules = modulesOf(chunks, withImports(chunks, chunkOf(chunks, screen)));
      expect(modules.some((id) => id.endsWith('src/components/SendProgressCell.tsx'))).toBe(true);
      expect(modules.filter((id) => id.includes('/node_modules/luxon/'))).toEqual([]);
    }
  });
});

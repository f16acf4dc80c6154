/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare module '*.po' {
  export const messages: Record<string, string>;
}

interface ImportMetaEnv {
  /** Map tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png */
  readonly VITE_TILE_URL?: string;
}

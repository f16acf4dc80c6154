export const TILES_CACHE = 'zanati-map-tiles';
export const FILES_CACHE = 'zanati-files';

/** z/x/y tiles of any tile server (the URL is configurable), e.g. /10/570/380.png */
export function isMapTile(url: URL): boolean {
  return /\/\d{1,2}\/\d+\/\d+(@2x)?\.(png|jpe?g|webp)$/.test(url.pathname);
}

/** Downloads of stored files: GET /api/v1/files/{id} (not the signed-URL issuer /url). */
export function isFileDownload(url: URL): boolean {
  return /^\/api\/v1\/files\/[0-9a-f-]{36}$/.test(url.pathname);
}

export function withoutQuery(href: string): string {
  const url = new URL(href);
  url.search = '';
  return url.href;
}

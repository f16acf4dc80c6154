/**
 * The client's rating link (issue 13): /dashboard/impression/clientSide/
 * {clientId}/{projectId}/{authToken}, opened on the client's own phone with
 * no staff account. The token is the credential: 32 random bytes as
 * base64url (256 bits), stored only as its SHA-256 hash, valid LINK_DAYS and
 * revocable; issuing a new link for a project revokes the earlier ones. It
 * reads only that project's questions and installation photos and writes
 * only its one impression; any other use answers 404.
 */
export const LINK_DAYS = 30;

/** 32 bytes in base64url, no padding: 43 characters of [A-Za-z0-9_-]. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isLinkToken = (value: unknown): value is string => typeof value === 'string' && LINK_TOKEN_PATTERN.test(value);

/** When a link issued at `issuedAt` (ISO) stops working. */
export const linkExpiry = (issuedAt: string): string => new Date(Date.parse(issuedAt) + LINK_DAYS * 86_400_000).toISOString();

/** The PWA path the link opens (src route /dashboard/impression/clientSide/$clientId/$projectId/$authToken). */
export const clientLinkPath = (link: { clientId: string; projectId: string; token: string }): string =>
  `/dashboard/impression/clientSide/${encodeURIComponent(link.clientId)}/${encodeURIComponent(link.projectId)}/${encodeURIComponent(link.token)}`;

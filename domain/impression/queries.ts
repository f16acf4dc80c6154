import * as v from 'valibot';
import { idField, intFrom } from '../validation.js';

/**
 * The list's status (spec 001 §2 /dashboard/impression/{statusId?}): 1 the
 * pending projects — an installation and no impression yet —, 2 every
 * impression.
 */
export const IMPRESSION_STATUS = { pending: 1, all: 2 } as const;
export type ImpressionStatus = (typeof IMPRESSION_STATUS)[keyof typeof IMPRESSION_STATUS];

export const isImpressionStatus = (n: number): n is ImpressionStatus => n === 1 || n === 2;

/** GET impressions?status=1|2; absent or '' lists every impression (2). */
export const impressionListQuery = v.object({
  status: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((x) => (x === '' ? IMPRESSION_STATUS.all : x)),
      intFrom(),
      v.check(isImpressionStatus),
      v.transform((n) => n as ImpressionStatus),
    ),
    IMPRESSION_STATUS.all,
  ),
});

/**
 * The client's page may name the project and client its path carries
 * (/dashboard/impression/clientSide/{clientId}/{projectId}/{authToken}): a
 * token of another project or client then answers 404 like any other misuse.
 */
export const publicLinkQuery = v.object({ projectId: v.optional(idField()), clientId: v.optional(idField()) });

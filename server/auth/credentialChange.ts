import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { endAllSessions } from './sessions.js';

/**
 * A user's password changed (a reset, or an admin setting it): every reset link
 * still outstanding stops working, in the same transaction, and so — unless the
 * user changed their own password while signed in — does every session and
 * the kiosk PIN (issue 35): a password taken back from someone who knew it
 * takes the PIN with it; the worker sets a new one with the new password. A
 * kiosk that held the old PIN's verifier offline drops it at its next
 * workers' read (GET kiosk/workers answers no verifier for them).
 */
export async function passwordChanged(tx: Transaction<Database>, userId: string, opts: { keepSessions: boolean }): Promise<void> {
  const now = new Date().toISOString();
  await tx.updateTable('resetTokens').set({ usedAt: now, updatedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
  if (opts.keepSessions) return;
  await endAllSessions(tx, userId);
  await tx.deleteFrom('userPins').where('userId', '=', userId).execute();
}

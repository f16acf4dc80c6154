import { useState } from 'react';
import { syncNow, useLocalDb, useSyncStatus } from '../../local';
import { signOut } from '../session/signOut';

export type LogoutStep = 'idle' | 'asking' | 'syncing' | 'leaving';

/**
 * Logout that never drops unsent work silently: with entries in the outbox it
 * first asks — send them now, or keep them on this device for the next sign-in.
 */
export function useLogout() {
  const db = useLocalDb();
  const { pending, rejected } = useSyncStatus();
  const unsent = pending + rejected;
  const [step, setStep] = useState<LogoutStep>('idle');
  const [syncTried, setSyncTried] = useState(false);

  async function leave() {
    setStep('leaving');
    await signOut();
  }

  return {
    step,
    unsent,
    syncTried,
    async request() {
      if ((await db.outbox.count()) > 0) {
        setSyncTried(false);
        setStep('asking');
      } else await leave();
    },
    async syncThenLeave() {
      setStep('syncing');
      await syncNow();
      if ((await db.outbox.count()) === 0) return leave();
      setSyncTried(true);
      setStep('asking');
    },
    keepAndLeave: leave,
    cancel: () => setStep('idle'),
  };
}

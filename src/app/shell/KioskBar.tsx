import { Plural, Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { KIOSK_ENDPOINTS } from '../../../domain/kiosk/endpoints.js';
import { turnRunOut } from '../../../domain/kiosk/turns.js';
import { api, loadActor, useOutboxEntries, type KioskActor } from '../../local';
import { Button } from '../../ui';
import { handBack, touchActor } from '../session/kioskSession';

/**
 * Back to the worker list. The server ends the turn too, whichever checked
 * it: a change sent in it later than now is refused. Best effort: offline the
 * end does not reach the server, where the turn then runs out at its bound
 * (domain/kiosk/turns.ts); entries queued in the turn still go as the
 * worker's, made while it ran.
 */
function endTurn(actor: KioskActor): void {
  void api.post(KIOSK_ENDPOINTS.switchOut.path, { json: { switchId: actor.switchId } }).catch(() => undefined);
  handBack();
}

/** How often the idle hand-back looks at the clock. */
const IDLE_CHECK_MS = 5_000;

/**
 * The kiosk's header (issue 10): who is acting, the worker's refused
 * changes since their last turn, and "Done". After the kiosk's idle time
 * without a touch, when the turn reaches its bound, or on "Done", the kiosk goes back to its worker list;
 * whatever the worker queued stays queued as theirs.
 */
export function KioskBar({ actor, idleMinutes }: { actor: KioskActor | null; idleMinutes: number }) {
  const navigate = useNavigate();
  const entries = useOutboxEntries();
  const refused = useMemo(() => (entries ?? []).filter((e) => e.state === 'rejected' && e.actor?.userId === actor?.userId).length, [entries, actor]);

  // The turn, not the actor object: the header re-renders with a new object whenever the session is read
  // again (a first sync reads it often), and restarting the check each time would keep it from ever firing.
  const turn = actor ? `${actor.userId} ${actor.switchId}` : null;
  useEffect(() => {
    if (turn === null) return;
    const leave = () => {
      const current = loadActor();
      if (current) endTurn(current);
      else handBack();
      void navigate({ to: '/kiosk', replace: true });
    };
    const touch = () => touchActor();
    const timer = setInterval(() => {
      const current = loadActor();
      if (!current || Date.now() - current.lastActiveAt >= idleMinutes * 60_000 || turnRunOut(current.switchId, Date.now())) leave();
    }, IDLE_CHECK_MS);
    window.addEventListener('pointerdown', touch, { capture: true });
    window.addEventListener('keydown', touch, { capture: true });
    return () => {
      clearInterval(timer);
      window.removeEventListener('pointerdown', touch, { capture: true });
      window.removeEventListener('keydown', touch, { capture: true });
    };
  }, [turn, idleMinutes, navigate]);

  if (!actor) return null;
  const done = () => {
    endTurn(actor);
    void navigate({ to: '/kiosk', replace: true });
  };
  return (
    <div className="flex items-center gap-2">
      {refused > 0 && (
        <Link to="/dashboard/outbox" className="inline-flex min-h-11 items-center rounded-md bg-red-100 px-3 font-semibold text-red-900">
          <Plural value={refused} one="# ndryshim juaj u refuzua" other="# ndryshime tuaja u refuzuan" />
        </Link>
      )}
      <span className="max-w-48 truncate text-lg font-semibold text-slate-900" data-testid="kiosk-actor">
        {actor.name}
      </span>
      <Button onClick={done}>
        <Trans>Perfundova</Trans>
      </Button>
    </div>
  );
}

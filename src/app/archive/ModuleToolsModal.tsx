import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ArchiveModule } from '../../../domain/archive/modules.js';
import { canReadModule } from '../../../domain/permissions.js';
import { formatDuration } from '../../../domain/production/timer.js';
import { Modal } from '../../ui';
import { AREA_LINK_CLASS } from '../../ui/areaNav';
import { useSignedInSession } from '../session/useSignedInSession';
import { ARCHIVE_TITLES } from './archiveTitles';
import { useLastProcessTimer } from './useLastProcessTimer';

/** The modules spec 001 §1's modal serves, in the journey's order: its navigations open it and its archives are listed. */
export const TOOLS_MODULES = ['production', 'warehouse', 'transport', 'installation', 'service', 'impression'] as const satisfies readonly ArchiveModule[];

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-5 last:mb-0">
      <h3 className="mb-2 text-lg font-semibold text-slate-900">{title}</h3>
      <div className="flex flex-wrap gap-2">{children}</div>
    </section>
  );
}

/**
 * Spec 001 §1: "A modal offers a timer, a calendar and archives for these
 * modules" (production, warehouse, transport, installation, service,
 * impression), opened from each of their navigations. Timer: the user's
 * running or last process and the status board, for production's readers;
 * calendar: the agreements' and production's calendars the user reads;
 * archives: each of those modules' the user reads. Every link closes it.
 */
export function ModuleToolsModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const reads = (m: Parameters<typeof canReadModule>[1]) => canReadModule(session.permissions, m);
  const production = reads('production');
  const timer = useLastProcessTimer(session.userId, production);
  const archives = TOOLS_MODULES.filter(reads);
  return (
    <Modal open onClose={onClose} title={<Trans>Kohematesi, kalendari dhe arkivat</Trans>}>
      {production && (
        <Section title={<Trans>Kohematesi</Trans>}>
          <div className="w-full" role="status">
            {timer ? (
              <p>
                {timer.process}: <Trans>Koha produktive</Trans> <span className="font-mono font-bold">{formatDuration(timer.figures.totalDuration)}</span> · <Trans>Koha e pritjes</Trans>{' '}
                <span className="font-mono font-bold">{formatDuration(timer.figures.waitingDuration)}</span>
              </p>
            ) : (
              timer === null && <p>{t`Nuk keni nisur asnje proces.`}</p>
            )}
          </div>
          <Link to="/dashboard/production/create/{-$clientId}" params={{ clientId: undefined }} onClick={onClose} className={AREA_LINK_CLASS}>
            {t`Tabela e statuseve`}
          </Link>
        </Section>
      )}
      {(reads('calendar') || production) && (
        <Section title={<Trans>Kalendari</Trans>}>
          {reads('calendar') && (
            <Link to="/dashboard/agreements/project/calendar" onClick={onClose} className={AREA_LINK_CLASS}>
              {t`Kalendari i marreveshjeve`}
            </Link>
          )}
          {production && (
            <Link to="/dashboard/production/calendar" onClick={onClose} className={AREA_LINK_CLASS}>
              {t`Kalendari i prodhimit`}
            </Link>
          )}
        </Section>
      )}
      {archives.length > 0 && (
        <Section title={<Trans>Arkivat</Trans>}>
          {archives.map((m) => (
            <Link key={m} to={`/dashboard/${m}/archive/{-$moduleName}`} params={{ moduleName: undefined }} onClick={onClose} className={AREA_LINK_CLASS}>
              {i18n._(ARCHIVE_TITLES[m])}
            </Link>
          ))}
        </Section>
      )}
    </Modal>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { formatTimestamp } from '../../../../domain/format.js';
import type { MapMarker } from '../../../ui';
import { PagedMap } from '../../../app/maps/PagedMap';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { STATE_LABELS, STATE_TONES } from '../../../app/deliveries/markerStates';
import { mapRows, type InstallationMapRow } from '../installationRows';
import { useAllInstallationRows } from '../useInstallationRows';

/**
 * The installation map (spec 001 §2 /map/records; §3 "Installation map
 * item"): a marker per project, coloured by the state of its installations
 * (spec 001 §4: 1 not started, 2 started, 3 both set), zoom 10, from the
 * mirror, an installer's own projects listed first.
 */
export function InstallationMapPage() {
  const { t, i18n } = useLingui();
  const session = useSignedInSession();
  const all = useAllInstallationRows(session.userId);
  const rows = useMemo(() => all && mapRows(all), [all]);
  const markerOf = useCallback(
    (r: InstallationMapRow): MapMarker => ({
      id: r.projectId,
      position: [r.location.lat, r.location.lng],
      label: `${r.clientName} — ${r.projectName}: ${i18n._(STATE_LABELS[r.state])}`,
      tone: STATE_TONES[r.state],
    }),
    [i18n],
  );
  return (
    <PagedMap
      title={<Trans>Harta e instalimeve</Trans>}
      label={t`Harta e instalimeve`}
      rows={rows}
      markerOf={markerOf}
      dataOf={(r) => ({ 'data-project': r.projectId, 'data-state': r.state })}
      itemOf={(r) => (
        <>
          <span className="font-medium">{r.clientName}</span> — {r.projectName}
          <br />
          <span className="text-slate-700">{r.address ?? `${r.location.lat}, ${r.location.lng}`}</span>
          <br />
          <span className="text-sm">{i18n._(STATE_LABELS[r.state])}</span>
          {r.assigned && <span className="ml-2 text-sm text-brand-700">{t`Caktuar per ju`}</span>}
          {r.installations.length > 0 && (
            <ul className="mt-1 text-sm text-slate-700">
              {r.installations.map((i) => (
                <li key={i.id}>
                  {formatTimestamp(i.installationStart) || '—'} → {formatTimestamp(i.installationEnd) || '—'}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}

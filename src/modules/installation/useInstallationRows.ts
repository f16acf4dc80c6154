import { useMemo, useSyncExternalStore } from 'react';
import type { InstallationTransportsQuery } from '../../../domain/installation/queries.js';
import { useLocalDb } from '../../local';
import { useDeliverySources } from '../../app/deliveries/useDeliverySources';
import { allInstallationRows, filterInstallationRows, type InstallationListRow, type InstallationSources } from './installationRows';
import { liveInstallationsOf } from './liveInstallations';

/** The mirror's transports, records, projects, clients and installations, live from memory; undefined while the first reads run. */
export function useInstallationSources(): InstallationSources | undefined {
  const live = liveInstallationsOf(useLocalDb());
  const installations = useSyncExternalStore(live.subscribe, live.getSnapshot);
  const transport = useDeliverySources();
  return useMemo(() => (transport && installations ? { transport, installations } : undefined), [transport, installations]);
}

/** Every row for the user (their assigned work first); undefined while the first reads run. */
export function useAllInstallationRows(userId: string | undefined): InstallationListRow[] | undefined {
  const src = useInstallationSources();
  return useMemo(() => src && allInstallationRows(src, userId), [src, userId]);
}

/** The rows the filter keeps, drawn from memory; undefined while the first reads run. */
export function useInstallationRows(query: InstallationTransportsQuery, userId?: string): InstallationListRow[] | undefined {
  const all = useAllInstallationRows(userId);
  const { status, withoutInstallation, startDate, endDate, query: text } = query;
  return useMemo(
    () => all && filterInstallationRows(all, { status, withoutInstallation, startDate, endDate, query: text }),
    [all, status, withoutInstallation, startDate, endDate, text],
  );
}

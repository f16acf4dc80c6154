import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useLocalDb } from '../../local';
import { setCompanyTileUrl } from '../../ui/mapDefaults';
import { readCompanySettings } from '../documents/companyHeader';
import { usePrefetchFiles } from '../files/usePrefetchFiles';

const NO_FILES: readonly string[] = [];

/**
 * What the company's settings (issue 16) change beyond the documents, kept
 * for every signed-in screen: the maps' tile server (handed to
 * src/ui/mapDefaults.ts, which the maps read when they open) and the logo,
 * kept on the device so a PDF made without signal still carries it. Draws nothing.
 */
export function CompanySettingsFollower() {
  const db = useLocalDb();
  const settings = useLiveQuery(() => readCompanySettings(db), [db]);
  const tileUrl = settings === undefined ? undefined : (settings?.tileUrl ?? '');
  useEffect(() => {
    if (tileUrl !== undefined) setCompanyTileUrl(tileUrl);
  }, [tileUrl]);
  const logo = settings?.logoFileId;
  usePrefetchFiles(logo ? [logo] : NO_FILES);
  return null;
}

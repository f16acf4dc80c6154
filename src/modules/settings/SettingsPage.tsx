import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { isAdmin } from '../../../domain/permissions.js';
import { readCompanySettings } from '../../app/documents/companyHeader';
import { defaultOfferTexts } from '../../app/documents/offerStandardTexts';
import { AccessDenied } from '../../app/pages/AccessDenied';
import { ProductionSettingsPage } from '../../app/productionSettings/ProductionSettingsPage';
import { useSignedInSession } from '../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../app/writes/outboxDraft';
import { useLocalDb } from '../../local';
import { LoadingState, PageHeader } from '../../ui';
import { CompanySettingsForm } from './CompanySettingsForm';
import { draftOf, isSettingsDraft } from './settingsDraft';

const route = getRouteApi('/signedIn/dashboard/settings');

/**
 * The settings screen (issue 16, spec 000 §2 "settings for fullPrivileges
 * only"): the company's settings, then the production settings — the admin
 * panel's own form, not a copy. Others are sent to contact, as the server
 * refuses their saves.
 */
export function SettingsPage() {
  const session = useSignedInSession();
  const { i18n } = useLingui();
  const db = useLocalDb();
  const { outboxEntry } = route.useSearch();
  // One row per company; undefined while loading, null when never saved.
  const current = useLiveQuery(() => readCompanySettings(db), [db]);
  const refused = useRefusedEntry(outboxEntry);
  if (!isAdmin(session.permissions)) return <AccessDenied to="/dashboard/contact" />;
  const title = <Trans>Parametrat</Trans>;
  if (current === undefined || (outboxEntry && refused === undefined)) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingState />
      </>
    );
  }
  const typed = refused?.form?.data.draft;
  const defaults = defaultOfferTexts(i18n);
  return (
    <>
      <PageHeader title={title} />
      <div className="flex flex-col gap-8">
        <CompanySettingsForm
          // Opening a refused entry starts the form again from what was typed then; a sync never resets typing.
          key={refused?.id ?? 'settings'}
          current={current}
          defaults={defaults}
          initial={isSettingsDraft(typed) ? typed : draftOf(current, defaults)}
          correcting={refused ?? null}
        />
        <ProductionSettingsPage embedded />
      </div>
    </>
  );
}

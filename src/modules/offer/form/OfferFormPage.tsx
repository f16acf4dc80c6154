import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { MSG } from '../../../../domain/messages.js';
import { isAdmin } from '../../../../domain/permissions.js';
import { useLocalDb } from '../../../local';
import { EmptyState, LoadingState, PageHeader } from '../../../ui';
import { AccessDenied } from '../../../app/pages/AccessDenied';
import { translateServerMessage } from '../../../app/serverMessages';
import { useSignedInSession } from '../../../app/session/useSignedInSession';
import { useRefusedEntry } from '../../../app/writes/outboxDraft';
import { OfferForm } from './OfferForm';
import { readOfferForm } from './readOfferForm';

const route = getRouteApi('/signedIn/dashboard/offers/create/{-$offerId}/{-$projectId}');

/**
 * /dashboard/offers/create/{offerId?}/{projectId?} (spec 000 §2): a saved
 * offer, or a new one (of the project named), from the device's mirror.
 * ?outboxEntry= reopens a refused save. Without the offers module: 'Nuk
 * keni qasje ne modifikimin e te dhenave te ketij moduli!' and back to
 * /dashboard/offers (spec 000 §6); an observer who holds the module sees
 * the form without its saves (OfferForm).
 */
export function OfferFormPage() {
  const { i18n } = useLingui();
  const session = useSignedInSession();
  const db = useLocalDb();
  const { offerId, projectId } = route.useParams();
  const { outboxEntry } = route.useSearch();
  const refused = useRefusedEntry(outboxEntry);
  const sources = useLiveQuery(() => readOfferForm(db, offerId, projectId), [db, offerId, projectId]);
  const offerFields = useLiveQuery(() => db.offerFields.orderBy('name').toArray(), [db]);
  if (!(isAdmin(session.permissions) || session.permissions.offers === true)) return <AccessDenied to="/dashboard/offers" />;
  const title = sources?.offer ? <Trans>Ndrysho oferten</Trans> : <Trans>Oferte e re</Trans>;
  return (
    <>
      <PageHeader title={title} />
      {sources === undefined || refused === undefined || offerFields === undefined ? (
        <LoadingState />
      ) : sources === null ? (
        <EmptyState message={translateServerMessage(i18n, MSG.emptyList)} />
      ) : (
        <OfferForm key={`${sources.offer?.id ?? sources.project?.id ?? 'new'}/${refused?.id ?? ''}`} sources={sources} refused={refused} offerFields={offerFields} />
      )}
    </>
  );
}

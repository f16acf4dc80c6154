import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { useLocalDb } from '../../../local';
import { LoadingState, Select } from '../../../ui';
import { readOfferChoices } from './readOfferChoices';

/**
 * A new agreement starts from the offer it signs (spec 000 §7 POST
 * agreements: clientId, offerId): choosing one opens its form
 * (create/{offerId}/{projectId}). Offers of the project named in the path
 * come first.
 */
export function OfferChoice({ projectId }: { projectId: string | undefined }) {
  const { t } = useLingui();
  const db = useLocalDb();
  const navigate = useNavigate();
  const choices = useLiveQuery(() => readOfferChoices(db), [db]);
  const options = useMemo(
    () =>
      [...(choices ?? [])]
        .sort((a, b) => Number(b.offer.projectId === projectId) - Number(a.offer.projectId === projectId))
        .map((c) => ({ value: c.offer.id, label: c.label })),
    [choices, projectId],
  );
  if (!choices) return <LoadingState />;
  const open = (offerId: string | null) => {
    const chosen = choices.find((c) => c.offer.id === offerId)?.offer;
    if (chosen) void navigate({ to: '/dashboard/agreements/create/{-$agreementId}/{-$projectId}', params: { agreementId: chosen.id, projectId: chosen.projectId ?? undefined }, search: {} });
  };
  return (
    <div className="max-w-xl" data-field="offerId">
      <Select label={t`Oferta`} options={options} value={null} onChange={open} required hint={t`Marreveshja krijohet nga oferta qe klienti nenshkruan.`} />
    </div>
  );
}

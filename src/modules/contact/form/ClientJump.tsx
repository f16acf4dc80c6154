import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { ClientRow } from '../../../../domain/contact/rows.js';
import { compareClientNames } from '../../../../domain/contact/clientShape.js';
import { Select } from '../../../ui';
import { clientName } from './contactDraft';

/**
 * The form's search box that jumps to another contact (spec 000 §2): the
 * mirror's clients by name, phone or company, as the server's
 * clients/search finds them, offline too. Choosing one opens its form.
 */
export function ClientJump({ clients, currentId }: { clients: readonly ClientRow[]; currentId: string | null }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const options = useMemo(
    () =>
      clients
        .filter((c) => c.archivedAt === null && c.id !== currentId)
        .sort(compareClientNames)
        .map((c) => ({ value: c.id, label: [clientName(c), c.phoneNumber, c.companyName].filter((x) => x).join(' · ') })),
    [clients, currentId],
  );
  return (
    <div className="max-w-md">
      <Select
        label={t`Kerko kontakt tjeter`}
        placeholder={t`Emri, telefoni ose kompania`}
        options={options}
        value={null}
        onChange={(clientId) => {
          if (clientId) void navigate({ to: '/dashboard/contact/create/{-$clientId}', params: { clientId } });
        }}
      />
    </div>
  );
}

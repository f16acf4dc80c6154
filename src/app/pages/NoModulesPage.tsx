import { Trans } from '@lingui/react/macro';
import { EmptyState, PageHeader } from '../../ui';

/** A user without any module permission: nothing to open, and who can change that. */
export function NoModulesPage() {
  return (
    <>
      <PageHeader title={<Trans>Paneli</Trans>} />
      <EmptyState message={<Trans>Nuk keni leje per asnje modul. Kerkoni nga administratori qe t'ju jape qasje.</Trans>} />
    </>
  );
}

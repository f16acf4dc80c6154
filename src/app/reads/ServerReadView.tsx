import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { translateServerMessage } from '../serverMessages';
import { Button, LoadingState } from '../../ui';
import type { ServerRead } from './useServerRead';

interface ServerReadViewProps<T> {
  result: ServerRead<T>;
  onRetry: () => void;
  children: (data: T) => ReactNode;
}

/** The states every online-only admin view goes through: loading, offline, refused, then its data. */
export function ServerReadView<T>({ result, onRetry, children }: ServerReadViewProps<T>) {
  const { i18n } = useLingui();
  switch (result.state) {
    case 'loading':
      return <LoadingState />;
    case 'offline':
      return (
        <div role="status" className="flex flex-col items-start gap-3 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-4 text-amber-950">
          <p className="font-semibold">
            <Trans>Kjo pamje lexohet drejtperdrejt nga serveri dhe ka nevoje per internet.</Trans>
          </p>
          <p>
            <Trans>Sapo pajisja te lidhet perseri, te dhenat ngarkohen vete.</Trans>
          </p>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Provo perseri</Trans>
          </Button>
        </div>
      );
    case 'refused':
      return (
        <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">{translateServerMessage(i18n, result.message)}</p>
          <Button variant="secondary" onClick={onRetry}>
            <Trans>Provo perseri</Trans>
          </Button>
        </div>
      );
    case 'ready':
      return <>{children(result.data)}</>;
  }
}

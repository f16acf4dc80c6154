import { Trans } from '@lingui/react/macro';

/** Above a form reopened from the pending-changes screen: why the server refused it. */
export function RefusalNotice({ message }: { message: string }) {
  return (
    <div role="alert" className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900">
      <p className="font-semibold">
        <Trans>Serveri e refuzoi kete ndryshim:</Trans> {message}
      </p>
      <p>
        <Trans>Korrigjojeni dhe ruajeni perseri; ndryshimi mbetet ne radhe ne vendin e vet.</Trans>
      </p>
    </div>
  );
}

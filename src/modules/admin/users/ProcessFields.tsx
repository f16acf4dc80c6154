import { Trans } from '@lingui/react/macro';
import { LoadingState } from '../../../ui';
import { useLookupOptions } from '../lists/useLookupOptions';
import { CheckboxGroup } from './CheckboxGroup';

interface ProcessFieldsProps {
  value: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}

/** The production processes a user may be given (spec 001 §2: only with permission 7), from the mirror. */
export function ProcessFields({ value, onChange, error }: ProcessFieldsProps) {
  const options = useLookupOptions('responsibilities');
  if (options === undefined) return <LoadingState />;
  if (options.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>Nuk ka procese. Krijoni se pari proceset.</Trans>
      </p>
    );
  }
  return <CheckboxGroup legend={<Trans>Proceset e prodhimit</Trans>} options={options} value={value} onChange={onChange} error={error} />;
}

import { useLingui } from '@lingui/react/macro';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced name; defaults to "loading". Decorative (inside a labelled button) when `decorative`. */
  label?: string;
  decorative?: boolean;
}

const sizes = { sm: 'size-4 border-2', md: 'size-8 border-3', lg: 'size-12 border-4' } as const;

export function Spinner({ size = 'md', label, decorative = size === 'sm' }: SpinnerProps) {
  const { t } = useLingui();
  const ring = <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-current border-r-transparent ${sizes[size]}`} />;
  if (decorative) return ring;
  return (
    <span role="status" className="inline-flex items-center text-brand-600">
      {ring}
      <span className="sr-only">{label ?? t`Duke u ngarkuar...`}</span>
    </span>
  );
}

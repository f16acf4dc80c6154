import { formatMoney } from '../../domain/format.js';

export interface MoneyProps {
  value: number | null | undefined;
  className?: string;
}

/** An amount as the spec shows it: 1'234'567.50 € (nothing for a missing amount). */
export function Money({ value, className = '' }: MoneyProps) {
  if (value === null || value === undefined) return null;
  return <span className={`whitespace-nowrap tabular-nums ${className}`}>{formatMoney(value)}</span>;
}

import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode, Ref } from 'react';

export interface VirtualTableRowsProps<Row> {
  rows: readonly Row[];
  colSpan: number;
  getScrollElement: () => HTMLElement | null;
  renderRow: (row: Row, index: number, measureRef: Ref<HTMLTableRowElement>) => ReactNode;
}

/** Height of a row before it is measured: a 44 px button plus padding. */
const ESTIMATED_ROW_HEIGHT = 53;

/**
 * Draws only the rows near the viewport of a long page, keeping real <tr>s in a
 * real <table>: spacer rows above and below hold the scroll height, and every
 * drawn row carries aria-rowindex so a screen reader still hears "row 812 of 1000".
 */
export function VirtualTableRows<Row>({ rows, colSpan, getScrollElement, renderRow }: VirtualTableRowsProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 12,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <>
      {before > 0 && (
        <tr aria-hidden="true">
          <td colSpan={colSpan} style={{ height: before, padding: 0 }} />
        </tr>
      )}
      {items.map((item) => renderRow(rows[item.index]!, item.index, virtualizer.measureElement))}
      {after > 0 && (
        <tr aria-hidden="true">
          <td colSpan={colSpan} style={{ height: after, padding: 0 }} />
        </tr>
      )}
    </>
  );
}

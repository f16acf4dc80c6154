import { useLingui } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { BoardProduct } from '../../../../domain/production/board.js';
import { ProductRow, type ProductRowProps } from './ProductRow';

/** Up to this many products are drawn whole; a longer board draws the rows near the viewport. */
export const DRAW_ALL_UP_TO = 60;
/** A row before it is measured: the product cell and one line of boxes. */
const ESTIMATED_ROW_HEIGHT = 120;
/** The space between rows (the short list's gap-2). */
const ROW_GAP = 8;

type RowProps = Omit<ProductRowProps, 'product'>;

/**
 * The board's rows. A department of thousands of products draws only what
 * is near the screen (the window scrolls, so the virtualizer follows the
 * window); each row is measured, since boxes wrap and materials open.
 */
export function BoardRows({ products, ...row }: { products: readonly BoardProduct[] } & RowProps) {
  const { t } = useLingui();
  if (products.length <= DRAW_ALL_UP_TO) {
    return (
      <ul className="flex flex-col gap-2" aria-label={t`Produktet ne prodhim`}>
        {products.map((product) => (
          <ProductRow key={product.id} product={product} {...row} />
        ))}
      </ul>
    );
  }
  return <VirtualRows products={products} {...row} />;
}

function VirtualRows({ products, ...row }: { products: readonly BoardProduct[] } & RowProps) {
  const { t } = useLingui();
  const list = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => setOffset((list.current?.getBoundingClientRect().top ?? 0) + window.scrollY), []);
  const virtualizer = useWindowVirtualizer({ count: products.length, estimateSize: () => ESTIMATED_ROW_HEIGHT, overscan: 6, gap: ROW_GAP, scrollMargin: offset, getItemKey: (i) => products[i]!.id });
  const items = virtualizer.getVirtualItems();
  const before = (items[0]?.start ?? offset) - offset;
  const after = virtualizer.getTotalSize() - ((items.at(-1)?.end ?? offset) - offset);
  return (
    <ul ref={list} className="flex flex-col" aria-label={t`Produktet ne prodhim`}>
      {before > 0 && <li aria-hidden="true" style={{ height: before - ROW_GAP }} />}
      {items.map((item) => (
        <ProductRow key={item.key} product={products[item.index]!} measureRef={virtualizer.measureElement} index={item.index} setSize={products.length} {...row} />
      ))}
      {after > 0 && <li aria-hidden="true" style={{ height: after }} />}
    </ul>
  );
}

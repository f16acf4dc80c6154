import type { ReactNode } from 'react';
import type { RichBlock, RichDoc, RichInline } from '../../../domain/text/richText.js';

/** Inline nodes as React elements: text is escaped by React, marks become <strong>/<em>/<u>. */
function inlines(content: readonly RichInline[] | undefined): ReactNode[] {
  return (content ?? []).map((node, i) => {
    if (node.type === 'hardBreak') return <br key={i} />;
    let out: ReactNode = node.text;
    for (const m of node.marks ?? []) out = m.type === 'bold' ? <strong>{out}</strong> : m.type === 'italic' ? <em>{out}</em> : <u>{out}</u>;
    return <span key={i}>{out}</span>;
  });
}

const HEADING_CLASS = { 1: 'text-xl font-bold', 2: 'text-lg font-bold', 3: 'font-bold' } as const;

function Block({ block }: { block: RichBlock }) {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph is an empty line the admin left on purpose.
      return <p className="min-h-[1lh]">{inlines(block.content)}</p>;
    case 'heading': {
      const Tag = `h${block.attrs.level + 2}` as 'h3' | 'h4' | 'h5';
      return <Tag className={HEADING_CLASS[block.attrs.level]}>{inlines(block.content)}</Tag>;
    }
    case 'bulletList':
    case 'orderedList': {
      const List = block.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List className={block.type === 'bulletList' ? 'list-disc ps-6' : 'list-decimal ps-6'} start={block.type === 'orderedList' ? block.attrs?.start : undefined}>
          {block.content.map((item, i) => (
            <li key={i}>
              {item.content.map((child, j) => (
                <Block key={j} block={child} />
              ))}
            </li>
          ))}
        </List>
      );
    }
  }
}

/**
 * A rich text document on screen and on paper, drawn from its JSON with
 * React elements — no editor, no HTML string, nothing that could run.
 * Headings start at h3: the document sits under the page's own headings.
 */
export function RichTextView({ doc, className }: { doc: RichDoc; className?: string }) {
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      {doc.content.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  );
}

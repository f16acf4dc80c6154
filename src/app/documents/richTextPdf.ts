import type { jsPDF as JsPdf } from 'jspdf';
import type { RichBlock, RichDoc, RichInline } from '../../../domain/text/richText.js';
import { pdfText } from './pdfText';

/** Where the next line goes; `room` starts a new page when the line would not fit. */
export interface PdfCursor {
  y: number;
  room: (height: number) => void;
}

const LINE = 5;
const HEADING_SIZE: Record<1 | 2 | 3, number> = { 1: 14, 2: 12, 3: 11 };
type Word = { text: string; style: string; underline: boolean; breakBefore: boolean };

/** The inline nodes as words, each with the font style of its marks. */
function wordsOf(content: readonly RichInline[] | undefined, bold: boolean): Word[] {
  const words: Word[] = [];
  let breakNext = false;
  for (const node of content ?? []) {
    if (node.type === 'hardBreak') {
      breakNext = true;
      continue;
    }
    const marks = new Set((node.marks ?? []).map((m) => m.type));
    const b = bold || marks.has('bold');
    const style = b && marks.has('italic') ? 'bolditalic' : b ? 'bold' : marks.has('italic') ? 'italic' : 'normal';
    // Spaces stay on the word before them, so a style change mid-word keeps the word together.
    for (const piece of pdfText(node.text).match(/\S+\s*|\s+/g) ?? []) {
      words.push({ text: piece, style, underline: marks.has('underline'), breakBefore: breakNext });
      breakNext = false;
    }
  }
  return words;
}

/** One paragraph or heading, wrapped word by word within [x, x + width]. */
function drawInline(doc: JsPdf, at: PdfCursor, words: Word[], x: number, width: number, size: number): void {
  doc.setFontSize(size);
  const lineHeight = (LINE * size) / 10;
  at.room(lineHeight);
  let cx = x;
  for (const w of words) {
    doc.setFont('helvetica', w.style);
    const wide = doc.getTextWidth(w.text.trimEnd());
    if (w.breakBefore || (cx > x && cx + wide > x + width)) {
      at.y += lineHeight;
      at.room(lineHeight);
      cx = x;
      if (w.text.trim() === '') continue;
    }
    doc.text(w.text, cx, at.y);
    if (w.underline) doc.line(cx, at.y + 0.8, cx + wide, at.y + 0.8);
    cx += doc.getTextWidth(w.text);
  }
  at.y += lineHeight + 1;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
}

function drawBlock(doc: JsPdf, at: PdfCursor, block: RichBlock, x: number, width: number): void {
  switch (block.type) {
    case 'paragraph':
      return drawInline(doc, at, wordsOf(block.content, false), x, width, 10);
    case 'heading':
      at.y += 1;
      return drawInline(doc, at, wordsOf(block.content, true), x, width, HEADING_SIZE[block.attrs.level]);
    case 'bulletList':
    case 'orderedList': {
      const start = block.type === 'orderedList' ? (block.attrs?.start ?? 1) : 1;
      for (const [i, item] of block.content.entries()) {
        at.room(LINE);
        doc.setFont('helvetica', 'normal');
        doc.text(block.type === 'orderedList' ? `${start + i}.` : '•', x + 1, at.y);
        for (const child of item.content) drawBlock(doc, at, child, x + 6, width - 6);
      }
    }
  }
}

/** Draws a rich text document from the cursor down, across pages as needed. */
export function drawRichText(doc: JsPdf, at: PdfCursor, rich: RichDoc, x: number, width: number): void {
  for (const block of rich.content) drawBlock(doc, at, block, x, width);
}

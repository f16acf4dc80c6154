import { useLingui } from '@lingui/react/macro';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { readRichText } from '../../../domain/text/richText.js';
import { FieldFrame } from '../../ui/FieldFrame';
import { useFieldIds } from '../../ui/fieldIds';
import { controlClass } from '../../ui/fieldStyles';
import { RICH_TEXT_EXTENSIONS } from './richTextExtensions';

interface Tool {
  label: string;
  text: ReactNode;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useLingui();
  const tools: Tool[] = [
    { label: t`I trashe`, text: <b>B</b>, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
    { label: t`I pjerret`, text: <i>I</i>, active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
    { label: t`I nenvizuar`, text: <u>U</u>, active: (e) => e.isActive('underline'), run: (e) => e.chain().focus().toggleUnderline().run() },
    ...([1, 2, 3] as const).map((level) => ({
      label: t`Titull ${level}`,
      text: `H${level}`,
      active: (e: Editor) => e.isActive('heading', { level }),
      run: (e: Editor) => e.chain().focus().toggleHeading({ level }).run(),
    })),
    { label: t`Liste me pika`, text: '•', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
    { label: t`Liste me numra`, text: '1.', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  ];
  // Re-read only the pressed states on each change, not the whole toolbar's props.
  const pressed = useEditorState({ editor, selector: ({ editor: e }) => tools.map((tool) => tool.active(e)).join() }).split(',');
  return (
    <div role="toolbar" aria-label={t`Formatimi`} className="flex flex-wrap gap-1">
      {tools.map((tool, i) => (
        <button
          key={tool.label}
          type="button"
          aria-label={tool.label}
          aria-pressed={pressed[i] === 'true'}
          onClick={() => tool.run(editor)}
          className="min-h-11 min-w-11 rounded-md border border-slate-400 bg-white px-2 text-slate-900 aria-pressed:bg-slate-800 aria-pressed:text-white"
        >
          {tool.text}
        </button>
      ))}
    </div>
  );
}

export interface RichTextEditorProps {
  label: ReactNode;
  /** The document's JSON text (or legacy plain text, shown as paragraphs). */
  value: string;
  /** The edited document's JSON text. */
  onChange: (value: string) => void;
  /** Already translated. */
  error?: string | null;
  required?: boolean;
}

/**
 * The admin's rich text field (Tiptap): it edits the JSON document that is
 * stored, never HTML. Loaded with React.lazy where it is used, so Tiptap and
 * ProseMirror stay out of the entry chunk.
 */
export default function RichTextEditor({ label, value, onChange, error, required }: RichTextEditorProps) {
  const ids = useFieldIds();
  // The text last sent up: a value that differs came from outside (another row opened, the form cleared).
  const sent = useRef(value);
  // useEditor hands changed options (this error, the latest onChange) to the editor on each render.
  const attributes: Record<string, string> = {
    id: ids.inputId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': ids.labelId,
    ...(error ? { 'aria-invalid': 'true', 'aria-describedby': ids.errorId } : {}),
    class: `${controlClass(Boolean(error))} min-h-40 [&_h1]:text-xl [&_h1]:font-bold [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_ol]:list-decimal [&_ol]:ps-6 [&_ul]:list-disc [&_ul]:ps-6`,
  };
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: readRichText(value),
    editorProps: { attributes },
    onUpdate: ({ editor: e }) => {
      sent.current = JSON.stringify(e.getJSON());
      onChange(sent.current);
    },
  });
  useEffect(() => {
    if (!editor || value === sent.current) return;
    sent.current = value;
    editor.commands.setContent(readRichText(value), { emitUpdate: false });
  }, [editor, value]);

  return (
    <FieldFrame ids={ids} label={label} error={error} required={required}>
      <div className="flex flex-col gap-2">
        {editor && <Toolbar editor={editor} />}
        <EditorContent editor={editor} />
      </div>
    </FieldFrame>
  );
}

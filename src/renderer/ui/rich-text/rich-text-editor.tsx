import { EditorState } from '@tiptap/pm/state';
import {
  EditorContent,
  useEditor,
  useEditorState,
  type Editor,
  type JSONContent,
} from '@tiptap/react';
import {
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { normaliseRichText, richTextFieldValue } from '../../../shared/rich-text';
import { richTextExtensions } from './extensions';
import { LinkDialog } from './link-dialog';
import { RichTextToolbar } from './rich-text-toolbar';
import { useRichTextStyle } from './rich-text-style';
import './rich-text.css';

/** What a form's `field.ref` gets: focusing it focuses the text (react-hook-form on error). */
export interface RichTextEditorHandle {
  focus: () => void;
}

export interface RichTextEditorProps {
  /** The editable element's id (the field's label and error focus point at it). */
  id: string;
  /** The serialised document; '' for none. */
  value: string;
  /** The serialised, normalised document, or '' when it has no words. */
  onChange: (value: string) => void;
  /** Focus has left the field (its text, toolbar and link dialog). */
  onBlur?: () => void;
  ariaInvalid?: boolean;
  /** Names the field; use one of these two (the visible label's id is better). */
  ariaLabel?: string;
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  placeholder?: string;
  disabled?: boolean;
  ref?: Ref<RichTextEditorHandle>;
}

/** The editor's document for a value: an empty paragraph when there is nothing to show. */
function editorContent(value: string): JSONContent {
  const doc = normaliseRichText(value);
  return doc && doc.content.length > 0 ? doc : { type: 'doc', content: [{ type: 'paragraph' }] };
}

/**
 * A rich-text input for react-hook-form (through `FormField`): bold, italic, underline,
 * headings, lists and links, giving the form the serialised normalised document. It looks
 * and behaves like an antd input; Tab moves on, never indents. Load it only from lazily
 * loaded pages: it brings the editor (Tiptap and ProseMirror) with it.
 */
export function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  ariaInvalid,
  ariaLabel,
  ariaLabelledBy,
  ariaDescribedBy,
  placeholder,
  disabled = false,
  ref,
}: RichTextEditorProps) {
  const style = useRichTextStyle();
  const wrapper = useRef<HTMLDivElement>(null);
  /** The value the editor's content stands for: what it last gave the form or was given. */
  const shown = useRef(value);
  const [initialContent] = useState(() => editorContent(value));
  const [extensions] = useState(richTextExtensions);

  const editorProps = useMemo(
    () => ({
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        ...(ariaLabelledBy ? { 'aria-labelledby': ariaLabelledBy } : {}),
        ...(ariaLabel && !ariaLabelledBy ? { 'aria-label': ariaLabel } : {}),
        ...(ariaDescribedBy ? { 'aria-describedby': ariaDescribedBy } : {}),
        ...(ariaInvalid ? { 'aria-invalid': 'true' } : {}),
        ...(placeholder ? { 'aria-placeholder': placeholder } : {}),
        ...(disabled ? { 'aria-disabled': 'true' } : {}),
        class: 'rich-text-content rich-text-editor-input',
      },
    }),
    [id, ariaLabel, ariaLabelledBy, ariaDescribedBy, ariaInvalid, placeholder, disabled],
  );

  const editor = useEditor({
    extensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const next = richTextFieldValue(current.getJSON());
      if (next === shown.current) return;
      shown.current = next;
      onChange(next);
    },
  });
  const isEmpty = useEditorState({ editor, selector: ({ editor: current }) => current.isEmpty });

  // A value from outside (the edit form's loaded post, a reset) is a fresh start: shown
  // without an update back to the form, and with nothing to undo before it. The editor's
  // own values come back equal and are left alone.
  useEffect(() => {
    if (value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(editorContent(value), { emitUpdate: false });
    const { doc, plugins, selection } = editor.state;
    editor.view.updateState(EditorState.create({ doc, plugins, selection }));
  }, [editor, value]);

  useEffect(() => {
    if (editor.isEditable === disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  useImperativeHandle(ref, () => ({ focus: () => editor.commands.focus() }), [editor]);

  // The field's label points at the editable element, which is no labelable element: a
  // click on it focuses the text as it would an input's.
  useEffect(() => {
    const label = document.querySelector(`label[for="${CSS.escape(id)}"]`);
    if (!label) return;
    const focus = () => editor.commands.focus();
    label.addEventListener('click', focus);
    return () => label.removeEventListener('click', focus);
  }, [editor, id]);

  const { linkDialog, dialogOpen, openLink, applyLink, linkDialogClosed, closeLinkDialog } =
    useLinkDialog(editor);

  /** Ctrl/Cmd+K in the text asks for a link (the browser's own use of it is not wanted here). */
  function linkShortcut(event: KeyboardEvent<HTMLDivElement>) {
    const mod = event.ctrlKey || event.metaKey;
    if (!mod || event.altKey || event.shiftKey || event.key.toLowerCase() !== 'k') return;
    event.preventDefault();
    openLink();
  }

  function blurred(event: FocusEvent<HTMLDivElement>) {
    const next = event.relatedTarget;
    if (dialogOpen.current || (next instanceof Node && wrapper.current?.contains(next))) return;
    onBlur?.();
  }

  const className = [
    'rich-text-editor',
    ariaInvalid ? 'rich-text-editor--invalid' : '',
    disabled ? 'rich-text-editor--disabled' : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <div
        ref={wrapper}
        className={className}
        style={style}
        onBlur={blurred}
        onKeyDown={linkShortcut}
      >
        <RichTextToolbar editor={editor} controls={id} disabled={disabled} onLink={openLink} />
        <div className="rich-text-editor-body">
          {isEmpty && placeholder ? (
            <div className="rich-text-editor-placeholder" aria-hidden="true">
              {placeholder}
            </div>
          ) : null}
          <EditorContent editor={editor} />
        </div>
      </div>
      <LinkDialog
        open={linkDialog.open}
        address={linkDialog.address}
        onApply={applyLink}
        onCancel={closeLinkDialog}
        afterClose={linkDialogClosed}
      />
    </>
  );
}

/**
 * The link dialog: opened on the selection's link (or none), it links the selection, or
 * inserts the address as its own words when nothing is selected; focus returns to the text.
 */
function useLinkDialog(editor: Editor) {
  const [linkDialog, setLinkDialog] = useState<{ open: boolean; address: string }>({
    open: false,
    address: '',
  });
  const dialogOpen = useRef(false);

  function openLink() {
    if (!editor.isEditable) return;
    const href = editor.getAttributes('link').href as unknown;
    dialogOpen.current = true;
    setLinkDialog({
      open: true,
      address: typeof href === 'string' ? href.replace(/^mailto:/i, '') : '',
    });
  }

  function applyLink(href: string, typed: string) {
    setLinkDialog((dialog) => ({ ...dialog, open: false }));
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the link's words, and typing on
      // after it is not part of the link.
      editor
        .chain()
        .insertContent({
          type: 'text',
          text: typed.replace(/^mailto:/i, ''),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .unsetMark('link')
        .run();
    } else {
      editor.chain().extendMarkRange('link').setLink({ href }).run();
    }
  }

  function linkDialogClosed() {
    dialogOpen.current = false;
    editor.commands.focus();
  }

  const closeLinkDialog = () => setLinkDialog((dialog) => ({ ...dialog, open: false }));
  return { linkDialog, dialogOpen, openLink, applyLink, linkDialogClosed, closeLinkDialog };
}

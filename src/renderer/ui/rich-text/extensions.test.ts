import { Editor, getSchema, type JSONContent } from '@tiptap/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { normaliseRichText, richTextFieldValue } from '../../../shared/rich-text';
import { headingsForPaste, richTextExtensions } from './extensions';

// The editor runs headless under Node (no element): its commands and getJSON() are the
// real ones, so these documents are exactly what the form's editor produces. A headless
// editor registers its plugins only once mounted; they are put in its state here, so the
// limits, autolink and keys below are the real plugins at work.

// Some plugins ask which platform's keys to use (Node 20 has no navigator).
beforeAll(() => {
  if (typeof navigator === 'undefined')
    vi.stubGlobal('navigator', { platform: 'Linux', userAgent: '' });
});

const editors: Editor[] = [];
afterEach(() => {
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorWith(
  content: JSONContent = { type: 'doc', content: [{ type: 'paragraph' }] },
): Editor {
  const editor = new Editor({ element: null, extensions: richTextExtensions(), content });
  editor.view.updateState(editor.state.reconfigure({ plugins: editor.extensionManager.plugins }));
  editors.push(editor);
  return editor;
}

/** Text as JSON (a string would be read as HTML, which needs a DOM). */
const words = (text: string): JSONContent => ({ type: 'text', text });

/** Types `words` as a new paragraph at the end, then selects them (`collapse`: the caret after them). */
function typeAndSelect(editor: Editor, words: string) {
  const end = editor.state.doc.content.size;
  editor.commands.insertContentAt(end, {
    type: 'paragraph',
    content: [{ type: 'text', text: words }],
  });
  const to = editor.state.doc.content.size - 1;
  editor.commands.setTextSelection({ from: to - words.length, to });
}

/** What the gate keeps of the editor's document, loaded back into an editor, is the same document. */
function expectLossless(editor: Editor) {
  const emitted = editor.getJSON();
  const stored = normaliseRichText(JSON.stringify(emitted));
  expect(stored).not.toBeNull();
  expect(editorWith(stored as JSONContent).getJSON()).toEqual(emitted);
  return stored;
}

describe('the editor’s schema', () => {
  it('has only what the gate keeps', () => {
    const schema = getSchema(richTextExtensions());
    expect(Object.keys(schema.nodes).sort()).toEqual(
      [
        'bulletList',
        'doc',
        'hardBreak',
        'heading',
        'listItem',
        'orderedList',
        'paragraph',
        'text',
      ].sort(),
    );
    expect(Object.keys(schema.marks).sort()).toEqual(['bold', 'italic', 'link', 'underline']);
  });

  it('offers headings of levels 2 and 3 only', () => {
    const editor = editorWith();
    typeAndSelect(editor, 'Title');
    expect(editor.commands.toggleHeading({ level: 1 })).toBe(false);
    expect(editor.commands.toggleHeading({ level: 4 })).toBe(false);
    expect(editor.commands.toggleHeading({ level: 3 })).toBe(true);
  });
});

describe('each feature the toolbar offers goes through the gate and back unchanged', () => {
  it.each<[string, (editor: Editor) => boolean, string]>([
    ['bold', (editor) => editor.commands.toggleBold(), '{"type":"bold"}'],
    ['italic', (editor) => editor.commands.toggleItalic(), '{"type":"italic"}'],
    ['underline', (editor) => editor.commands.toggleUnderline(), '{"type":"underline"}'],
    ['a heading', (editor) => editor.commands.toggleHeading({ level: 2 }), '"level":2'],
    ['a small heading', (editor) => editor.commands.toggleHeading({ level: 3 }), '"level":3'],
    ['a bulleted list', (editor) => editor.commands.toggleBulletList(), '"bulletList"'],
    ['a numbered list', (editor) => editor.commands.toggleOrderedList(), '"orderedList"'],
    [
      'a web link',
      (editor) => editor.commands.setLink({ href: 'https://example.com/jobs' }),
      '"href":"https://example.com/jobs"',
    ],
    [
      'a mailto link',
      (editor) => editor.commands.setLink({ href: 'mailto:jo@example.com' }),
      '"href":"mailto:jo@example.com"',
    ],
    ['a hard break', (editor) => editor.commands.setHardBreak(), '{"type":"hardBreak"}'],
  ])('%s', (_feature, apply, kept) => {
    const editor = editorWith();
    typeAndSelect(editor, 'Brighton studio');
    expect(apply(editor)).toBe(true);
    expect(JSON.stringify(expectLossless(editor))).toContain(kept);
  });

  it('all of them together, lists nested three deep', () => {
    const editor = editorWith();
    typeAndSelect(editor, 'About the role');
    editor.commands.toggleHeading({ level: 2 });
    typeAndSelect(editor, 'Bold, italic, underlined and linked');
    editor
      .chain()
      .toggleBold()
      .toggleItalic()
      .toggleUnderline()
      .setLink({ href: 'https://example.com/' })
      .run();
    typeAndSelect(editor, 'one');
    editor.commands.toggleBulletList();
    editor.commands.setTextSelection(editor.state.selection.to);
    for (const item of ['one.a', 'one.a.i']) {
      editor.commands.splitListItem('listItem');
      editor.commands.insertContent(words(item));
      expect(editor.commands.sinkListItem('listItem')).toBe(true);
    }
    typeAndSelect(editor, 'first');
    editor.commands.toggleOrderedList();
    const stored = expectLossless(editor);
    expect(JSON.stringify(stored)).toContain('one.a.i');
    expect(JSON.stringify(stored)).toContain('"href":"https://example.com/"');
  });
});

describe('links', () => {
  it.each(['javascript:alert(1)', 'data:text/html,x', 'ftp://example.com', '/relative'])(
    'refuses to set a link to %s',
    (href) => {
      const editor = editorWith();
      typeAndSelect(editor, 'click');
      expect(editor.commands.setLink({ href })).toBe(false);
      expect(JSON.stringify(editor.getJSON())).not.toContain('"link"');
    },
  );

  it('links an address typed without a scheme, with https (autolink)', () => {
    const editor = editorWith();
    editor.commands.insertContent(words('Apply at www.example.com '));
    const marks = JSON.stringify(editor.getJSON());
    expect(marks).toContain('"href":"https://www.example.com"');
  });

  it('does not autolink what the Link dialog would refuse', () => {
    const editor = editorWith();
    editor.commands.insertContent(words('See ftp://example.com and localhost:3000 '));
    expect(JSON.stringify(editor.getJSON())).not.toContain('"link"');
  });
});

describe('the gate’s limits hold while typing', () => {
  it('refuses to nest a list a fourth level deep, keeping the three levels', () => {
    const editor = editorWith();
    editor.commands.insertContent(words('top'));
    editor.commands.toggleBulletList();
    for (const item of ['2', '3']) {
      editor.commands.splitListItem('listItem');
      editor.commands.insertContent(words(item));
      expect(editor.commands.sinkListItem('listItem')).toBe(true);
    }
    editor.commands.splitListItem('listItem');
    editor.commands.insertContent(words('4'));
    const before = editor.getJSON();
    editor.commands.sinkListItem('listItem');
    expect(editor.getJSON()).toEqual(before);
    expect(richTextFieldValue(editor.getJSON())).not.toBe('');
  });

  it('refuses an edit that would make the document too large to store', () => {
    const lines = Array.from({ length: 2499 }, (_, index) => ({
      type: 'paragraph',
      content: [{ type: 'text', text: `line ${index}` }],
    }));
    const editor = editorWith({ type: 'doc', content: lines });
    expect(
      editor.commands.insertContentAt(0, {
        type: 'paragraph',
        content: [{ type: 'text', text: 'ok' }],
      }),
    ).toBe(true);
    const before = editor.getJSON();
    editor.commands.insertContentAt(0, {
      type: 'paragraph',
      content: [{ type: 'text', text: 'too many' }],
    });
    expect(editor.getJSON()).toEqual(before);
  });
});

describe('keys', () => {
  function keydown(editor: Editor, init: KeyboardEventInit & { key: string }): boolean {
    const event = {
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      shiftKey: false,
      ...init,
    } as KeyboardEvent;
    return editor.state.plugins.some((plugin) =>
      Boolean(plugin.props.handleDOMEvents?.keydown?.call(plugin, editor.view, event)),
    );
  }

  it('lets Tab and Shift+Tab through to the browser (focus moves on), even in a list', () => {
    const editor = editorWith();
    editor.commands.insertContent(words('item'));
    editor.commands.toggleBulletList();
    expect(keydown(editor, { key: 'Tab' })).toBe(true);
    expect(keydown(editor, { key: 'Tab', shiftKey: true })).toBe(true);
    expect(keydown(editor, { key: 'Tab', ctrlKey: true })).toBe(false);
    expect(keydown(editor, { key: 'Enter' })).toBe(false);
    expect(keydown(editor, { key: 'b', ctrlKey: true })).toBe(false);
  });
});

describe('pasted headings', () => {
  it('makes h1 a level-2 heading and h4 to h6 level-3 ones, leaving the rest', () => {
    expect(
      headingsForPaste(
        '<h1 class="x">Big</h1><H4>Small</H4><h5>s</h5><h6>s</h6><h2>2</h2><h3>3</h3><header>h</header><hr>',
      ),
    ).toBe(
      '<h2 class="x">Big</h2><h3>Small</h3><h3>s</h3><h3>s</h3><h2>2</h2><h3>3</h3><header>h</header><hr>',
    );
  });
});

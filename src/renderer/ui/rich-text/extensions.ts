import { Extension, type AnyExtension } from '@tiptap/react';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { StarterKit } from '@tiptap/starter-kit';
import { linkHref, normaliseRichText } from '../../../shared/rich-text';

/**
 * Keys of a form field, not of a word processor: Tab and Shift+Tab leave the editor (the
 * list item's own binding would indent and trap focus there), so lists nest with
 * Ctrl/Cmd+] and come out with Ctrl/Cmd+[. (Ctrl/Cmd+K, the Link dialog, is the
 * component's: rich-text-editor.tsx.)
 */
const FormFieldKeys = Extension.create({
  name: 'formFieldKeys',
  priority: 1000,

  addKeyboardShortcuts() {
    return {
      'Mod-]': () => this.editor.commands.sinkListItem('listItem'),
      'Mod-[': () => this.editor.commands.liftListItem('listItem'),
    };
  },

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('formFieldTab'),
        props: {
          // A DOM handler that answers true makes ProseMirror skip its keymaps without
          // preventing the browser's default, which moves focus on.
          handleDOMEvents: {
            keydown: (_view, event) =>
              event.key === 'Tab' && !event.ctrlKey && !event.metaKey && !event.altKey,
          },
        },
      }),
    ];
  },
});

/**
 * Headings pasted from elsewhere keep being headings: a page's h1 becomes the editor's
 * level 2 and h4 to h6 its level 3 (the schema parses only h2 and h3).
 */
export function headingsForPaste(html: string): string {
  return html.replace(/<(\/?)h1(?=[\s>])/gi, '<$1h2').replace(/<(\/?)h[4-6](?=[\s>])/gi, '<$1h3');
}

const PastedHeadings = Extension.create({
  name: 'pastedHeadings',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('pastedHeadings'),
        props: { transformPastedHTML: headingsForPaste },
      }),
    ];
  },
});

/**
 * Refuses an edit whose document the gate (`normaliseRichText`) would refuse as too deep or
 * too large, so nothing typed or pasted is lost at save: lists nest three deep at most.
 */
const GateLimits = Extension.create({
  name: 'richTextGateLimits',

  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('richTextGateLimits'),
        filterTransaction: (transaction) =>
          !transaction.docChanged || normaliseRichText(transaction.doc.toJSON()) !== null,
      }),
    ];
  },
});

/**
 * The editor's schema and behaviour: only what `normaliseRichText` keeps (paragraphs,
 * headings 2 and 3, bulleted and numbered lists, bold, italic, underline, http(s) and
 * mailto links, hard breaks), so what is seen while typing is what is saved and shown.
 */
export function richTextExtensions(): AnyExtension[] {
  return [
    StarterKit.configure({
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      heading: { levels: [2, 3] },
      link: {
        // In an editor a click places the caret; the address opens from the view.
        openOnClick: false,
        autolink: true,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: [],
        // Set, pasted and typed (autolinked) links: the Link dialog's rule, http(s) and
        // mailto only. Autolink asks with the words as typed (`www.x.com`, `jo@x.com`) and
        // links them with https:// or mailto: put in front.
        isAllowedUri: (url) => linkHref(url) !== null,
        shouldAutoLink: (url) => linkHref(url) !== null,
      },
    }),
    FormFieldKeys,
    PastedHeadings,
    GateLimits,
  ];
}

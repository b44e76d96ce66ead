import {
  BoldOutlined,
  DisconnectOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { useEditorState, type Editor } from '@tiptap/react';
import { Button, Tooltip } from 'antd';
import { Fragment, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { messages } from '../../../shared/messages';

interface RichTextToolbarProps {
  editor: Editor;
  /** The id of the editable element the toolbar formats. */
  controls: string;
  disabled: boolean;
  /** Opens the Link dialog. */
  onLink: () => void;
}

interface ToolbarAction {
  name: string;
  icon: ReactNode;
  /** The shortcut in the editor, as the tooltip shows it. */
  keys?: string;
  /** On or off for the selection; undefined for an action that is not a toggle. */
  pressed?: boolean;
  enabled: boolean;
  opensDialog?: boolean;
  /** A line before this button (the groups: marks, blocks, links). */
  startsGroup?: boolean;
  run: () => void;
}

const isApple =
  typeof navigator !== 'undefined' &&
  /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);

/** A shortcut as the platform writes it: Ctrl+Shift+8, or ⌘⇧8 on Apple's. */
function shortcut(...keys: ('Mod' | 'Alt' | 'Shift' | string)[]): string {
  const apple: Record<string, string> = { Mod: '⌘', Alt: '⌥', Shift: '⇧' };
  return isApple
    ? keys.map((key) => apple[key] ?? key).join('')
    : keys.map((key) => (key === 'Mod' ? 'Ctrl' : key)).join('+');
}

/**
 * The editor's toolbar: one tab stop (arrow keys, Home and End move between its buttons, as
 * the ARIA toolbar pattern has it), each button named, toggles with `aria-pressed`. A
 * click keeps the editor's focus and selection.
 */
export function RichTextToolbar({ editor, controls, disabled, onLink }: RichTextToolbarProps) {
  const text = messages.richText;
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      heading: current.isActive('heading'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      link: current.isActive('link'),
    }),
  });
  const chain = () => editor.chain().focus();
  const actions: ToolbarAction[] = [
    {
      name: text.bold,
      icon: <BoldOutlined />,
      keys: shortcut('Mod', 'B'),
      pressed: state.bold,
      enabled: true,
      run: () => chain().toggleBold().run(),
    },
    {
      name: text.italic,
      icon: <ItalicOutlined />,
      keys: shortcut('Mod', 'I'),
      pressed: state.italic,
      enabled: true,
      run: () => chain().toggleItalic().run(),
    },
    {
      name: text.underline,
      icon: <UnderlineOutlined />,
      keys: shortcut('Mod', 'U'),
      pressed: state.underline,
      enabled: true,
      run: () => chain().toggleUnderline().run(),
    },
    {
      name: text.heading,
      icon: <FontSizeOutlined />,
      keys: shortcut('Mod', 'Alt', '2'),
      pressed: state.heading,
      enabled: true,
      startsGroup: true,
      // A level-3 heading (typed as '### ') becomes a level-2 one, then a paragraph.
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      name: text.bulletList,
      icon: <UnorderedListOutlined />,
      keys: shortcut('Mod', 'Shift', '8'),
      pressed: state.bulletList,
      enabled: true,
      run: () => chain().toggleBulletList().run(),
    },
    {
      name: text.orderedList,
      icon: <OrderedListOutlined />,
      keys: shortcut('Mod', 'Shift', '7'),
      pressed: state.orderedList,
      enabled: true,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      name: text.link,
      icon: <LinkOutlined />,
      keys: shortcut('Mod', 'K'),
      enabled: true,
      opensDialog: true,
      startsGroup: true,
      run: onLink,
    },
    {
      name: text.removeLink,
      icon: <DisconnectOutlined />,
      enabled: state.link,
      run: () => chain().extendMarkRange('link').unsetLink().run(),
    },
  ];

  const buttons = useRef<(HTMLElement | null)[]>([]);
  const [current, setCurrent] = useState(0);
  const usable = actions.map((action) => action.enabled && !disabled);
  // The one tab stop: the button last moved to, or the first usable one if that is off now.
  const tabStop = usable[current] ? current : usable.indexOf(true);

  function moveFocus(event: KeyboardEvent) {
    const order = usable.flatMap((ok, index) => (ok ? [index] : []));
    const at = order.indexOf(tabStop);
    const next = {
      ArrowRight: order[(at + 1) % order.length],
      ArrowLeft: order[(at - 1 + order.length) % order.length],
      Home: order[0],
      End: order.at(-1),
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      className="rich-text-toolbar"
      role="toolbar"
      aria-label={text.toolbar}
      aria-controls={controls}
      onKeyDown={moveFocus}
    >
      {actions.map((action, index) => (
        <Fragment key={action.name}>
          {action.startsGroup ? (
            <span className="rich-text-toolbar-separator" aria-hidden="true" />
          ) : null}
          <Tooltip
            title={action.keys ? text.withShortcut(action.name, action.keys) : action.name}
            trigger={['hover', 'focus']}
            mouseEnterDelay={0.6}
          >
            <Button
              ref={(element) => {
                buttons.current[index] = element;
              }}
              size="small"
              color={action.pressed ? 'primary' : 'default'}
              variant={action.pressed ? 'filled' : 'text'}
              icon={action.icon}
              aria-label={action.name}
              aria-pressed={action.pressed}
              aria-haspopup={action.opensDialog ? 'dialog' : undefined}
              disabled={!usable[index]}
              tabIndex={index === tabStop ? 0 : -1}
              onFocus={() => setCurrent(index)}
              // Keeps the caret and selection in the editor while the button is clicked.
              onMouseDown={(event) => event.preventDefault()}
              onClick={action.run}
            />
          </Tooltip>
        </Fragment>
      ))}
    </div>
  );
}

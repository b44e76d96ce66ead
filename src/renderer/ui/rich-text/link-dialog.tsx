import { Button, Form, Input, Modal, type InputRef } from 'antd';
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { messages } from '../../../shared/messages';
import { linkHref } from '../../../shared/rich-text';

interface LinkDialogProps {
  open: boolean;
  /** The address of the link being edited ('' for a new one). */
  address: string;
  onApply: (href: string, typed: string) => void;
  onCancel: () => void;
  /** After the dialog has gone (its animation done): the editor takes focus back. */
  afterClose: () => void;
}

/**
 * Asks for a link's address. A web address without a scheme gets https:// (an email address
 * mailto:); anything but http(s) and mailto is refused with the brief's 'Url is not valid'.
 */
export function LinkDialog({ open, address, onApply, onCancel, afterClose }: LinkDialogProps) {
  const text = messages.richText;
  const input = useRef<InputRef>(null);
  return (
    <Modal
      open={open}
      title={address ? text.editLinkTitle : text.addLinkTitle}
      width={440}
      footer={null}
      onCancel={onCancel}
      afterClose={afterClose}
      afterOpenChange={(visible) => {
        if (visible) input.current?.focus({ cursor: 'all' });
      }}
      focusable={{ focusTriggerAfterClose: false }}
      destroyOnHidden
    >
      <LinkForm address={address} input={input} onApply={onApply} onCancel={onCancel} />
    </Modal>
  );
}

interface LinkFormProps {
  address: string;
  input: RefObject<InputRef | null>;
  onApply: (href: string, typed: string) => void;
  onCancel: () => void;
}

/** Mounted afresh each time the dialog opens (destroyOnHidden), so it starts from `address`. */
function LinkForm({ address, input, onApply, onCancel }: LinkFormProps) {
  const text = messages.richText;
  const id = useId();
  const helpId = `${id}-help`;
  const [typed, setTyped] = useState(address);
  const [error, setError] = useState<string | null>(null);

  // Focus starts in the address, before the dialog's own focus handling would pick its
  // first button (it leaves focus alone once it is inside).
  useEffect(() => {
    input.current?.focus({ cursor: 'all' });
  }, [input]);

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog sits in a portal, but React events still bubble to the page's form.
    event.stopPropagation();
    const href = linkHref(typed);
    if (href) onApply(href, typed.trim());
    else setError(messages.opportunities.invalidUrl);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Form component={false} layout="vertical">
        <Form.Item
          label={text.linkAddress}
          htmlFor={id}
          validateStatus={error ? 'error' : undefined}
          help={
            <span id={helpId} role={error ? 'alert' : undefined}>
              {error ?? text.linkAddressHint}
            </span>
          }
        >
          <Input
            ref={input}
            id={id}
            value={typed}
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={helpId}
            onChange={(event) => {
              setTyped(event.target.value);
              setError(null);
            }}
          />
        </Form.Item>
      </Form>
      <div className="rich-text-link-actions">
        <Button onClick={onCancel}>{text.cancel}</Button>
        <Button type="primary" htmlType="submit">
          {text.applyLink}
        </Button>
      </div>
    </form>
  );
}

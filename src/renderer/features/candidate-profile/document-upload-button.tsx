import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { messages } from '../../../shared/messages';
import { getPlatform } from '../../platform/get-platform';
import { apiOrigin } from '../../lib/uploads/api-origin';
import { uploadFile } from '../../lib/uploads/upload-file';
import { SessionToken, TokenUnavailableError } from '../../lib/session/session-token';

/** The brief's document types (.doc, .docx, .pdf); the server decides from the content. */
const DOCUMENT_ACCEPT = '.pdf,.doc,.docx,application/pdf,application/msword';
const DOCUMENT_EXTENSIONS = /\.(pdf|docx?)$/i;

/** The brief's limits: a CV 8 MB (8388608 bytes), a supporting document 5,000,000 bytes. */
export const DOCUMENT_LIMITS = {
  resume: { bytes: 8_388_608, label: '8 MB' },
  document: { bytes: 5_000_000, label: '5 MB' },
} as const;

export type DocumentKind = keyof typeof DOCUMENT_LIMITS;

/** What is wrong with a chosen file before it is sent, with the brief's messages. */
export function documentFileProblem(file: { name: string; size: number }, kind: DocumentKind) {
  if (!DOCUMENT_EXTENSIONS.test(file.name)) return messages.uploads.documentType;
  const limit = DOCUMENT_LIMITS[kind];
  if (file.size > limit.bytes) return messages.uploads.fileTooLarge(limit.label);
  return null;
}

interface DocumentUploadButtonProps {
  /** The file input's id, for a label. */
  id: string;
  kind: DocumentKind;
  label: string;
  /** Called with the upload's id and the file's name once the server stored it. */
  onUploaded: (fileId: string, name: string) => Promise<void> | void;
  /** A message from the form about this file ('Please choose a file to upload'). */
  error?: string;
  disabled?: boolean;
  describedBy?: string;
}

/**
 * Choose a CV or a document and send it to `POST /api/uploads` (as the onboarding's image
 * field sends photos), checked first with the brief's types and sizes. A refused file
 * shows the server's message and changes nothing else on the page.
 */
export function DocumentUploadButton({
  id,
  kind,
  label,
  onUploaded,
  error,
  disabled,
  describedBy,
}: DocumentUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  async function accept(file: File) {
    setFailure(null);
    const problem = documentFileProblem(file, kind);
    if (problem) {
      setFailure(problem);
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const [origin, token] = await Promise.all([
        apiOrigin(),
        new SessionToken(getPlatform()).get(),
      ]);
      const result = await uploadFile({
        apiUrl: origin,
        token,
        kind,
        file,
        fileName: file.name,
        signal: controller.signal,
      });
      if (result.ok) await onUploaded(result.file.id, file.name);
      else setFailure(result.error);
    } catch (caught) {
      if (caught instanceof TokenUnavailableError) setFailure(messages.common.somethingWentWrong);
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      setBusy(false);
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void accept(file);
  }

  const message = failure ?? error;
  return (
    <div className="candidate-upload">
      <input
        ref={input}
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        className="candidate-upload-input"
        tabIndex={-1}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={message ? true : undefined}
        onChange={chosen}
        disabled={busy || disabled}
      />
      <Button
        icon={<UploadOutlined />}
        onClick={() => input.current?.click()}
        loading={busy}
        disabled={disabled}
        aria-controls={id}
      >
        {label}
      </Button>
      {message && (
        <Typography.Text type="danger" role="alert" className="candidate-upload-error">
          {message}
        </Typography.Text>
      )}
    </div>
  );
}

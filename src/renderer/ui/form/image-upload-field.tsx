import { PictureOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Spin, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { messages } from '../../../shared/messages';
import { getPlatform } from '../../platform/get-platform';
import { apiOrigin, fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { IMAGE_ACCEPT, LOGO_ACCEPT, imageFileProblem } from '../../lib/uploads/image-check';
import { uploadFile, type UploadKind } from '../../lib/uploads/upload-file';
import { SessionToken, TokenUnavailableError } from '../../lib/session/session-token';
import './image-upload-field.css';

interface ImageUploadFieldProps {
  /** The file input's id, which the field's label points at. */
  id: string;
  kind: UploadKind;
  /** The uploaded file's id (the form's value), or empty. */
  value: string | null | undefined;
  onChange: (fileId: string) => void;
  /** The form's own message for this field ('Please add your photo'), if any. */
  error?: string;
  /** An image already saved, shown until another is chosen (a path from the API). */
  currentUrl?: string | null;
  /** The kind's size limit when it is not a photo's or logo's (a case-study thumbnail). */
  maxBytes?: number;
  /** The upload button's text and the hint under it, for kinds other than photo and logo. */
  uploadLabel?: string;
  hint?: string;
}

/**
 * A photo or logo: preview, choose (or drop) a file, checked here with the brief's rules
 * before it is sent, then uploaded to `POST /api/uploads` with the session's token. The
 * form keeps only the uploaded file's id, so a refused or failed file changes nothing
 * else the user typed, and the image they had before stays.
 */
export function ImageUploadField({
  id,
  kind,
  value,
  onChange,
  error,
  currentUrl,
  maxBytes,
  uploadLabel,
  hint,
}: ImageUploadFieldProps) {
  const { token } = theme.useToken();
  const apiUrl = useApiOrigin();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const text = messages.imageUpload;
  const hintId = `${id}-hint`;
  const { accept, busy, failure, uploadedUrl, localPreview } = useImageUpload(
    kind,
    maxBytes,
    onChange,
  );

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again (after fixing it) fires a change.
    event.target.value = '';
    if (file) void accept(file);
  }

  function dropped(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !busy) void accept(file);
  }

  const savedUrl = apiUrl ? fileUrl(apiUrl, value ? uploadedUrl : (currentUrl ?? null)) : null;
  const preview = localPreview ?? savedUrl;
  const message = failure ?? error;
  const placeholder = kind === 'avatar' ? <UserOutlined /> : <PictureOutlined />;

  return (
    <div className="image-upload">
      <div
        className={`image-upload-preview image-upload-${kind}`}
        style={{
          borderColor: message
            ? token.colorError
            : dragging
              ? token.colorPrimary
              : token.colorBorder,
          background: dragging ? token.colorPrimaryBg : token.colorFillQuaternary,
          color: token.colorTextQuaternary,
        }}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
      >
        <Spin spinning={busy} description={text.uploading}>
          {preview ? (
            <img src={preview} alt={text.preview} className="image-upload-image" />
          ) : (
            <span className="image-upload-placeholder" aria-hidden>
              {placeholder}
            </span>
          )}
        </Spin>
      </div>
      <div className="image-upload-controls">
        <input
          ref={input}
          id={id}
          type="file"
          accept={kind === 'logo' ? LOGO_ACCEPT : IMAGE_ACCEPT}
          className="image-upload-input"
          // The button below is the keyboard's way in; the input stays the labelled control.
          tabIndex={-1}
          aria-describedby={hintId}
          aria-invalid={message ? true : undefined}
          onChange={chosen}
          disabled={busy}
        />
        <Button
          icon={<UploadOutlined />}
          onClick={() => input.current?.click()}
          loading={busy}
          aria-controls={id}
        >
          {preview
            ? text.change
            : (uploadLabel ?? (kind === 'avatar' ? text.uploadPhoto : text.uploadLogo))}
        </Button>
        <Typography.Text type="secondary" id={hintId} className="image-upload-hint">
          {hint ?? (kind === 'logo' ? text.logoHint : text.hint)}
        </Typography.Text>
        {message && (
          <Typography.Text type="danger" role="alert" className="image-upload-error">
            {message}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

/**
 * One image at a time: checked with the brief's rules, shown at once, uploaded with the
 * session's token; a newer file or the field going away aborts the one in flight.
 */
function useImageUpload(
  kind: UploadKind,
  maxBytes: number | undefined,
  onChange: (fileId: string) => void,
) {
  const inFlight = useRef<AbortController | null>(null);
  const [uploadedUrl, setUploadedUrl] = useState<string | null>(null);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // An upload still running when the form goes away is dropped, not reported.
  useEffect(() => () => inFlight.current?.abort(), []);
  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  async function accept(file: File) {
    setFailure(null);
    const problem = await imageFileProblem(file, maxBytes, kind === 'logo' ? 'logo' : 'photo');
    if (problem) {
      setFailure(problem);
      return;
    }
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setLocalPreview(URL.createObjectURL(file));
    setBusy(true);
    try {
      // Asked of the platform for this one request and not kept (lib/session/session-token.ts).
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
      if (result.ok) {
        setUploadedUrl(result.file.url);
        onChange(result.file.id);
      } else {
        setFailure(result.error);
      }
    } catch (error) {
      // Else aborted: the field is gone or another file replaced this one.
      if (error instanceof TokenUnavailableError) setFailure(messages.common.somethingWentWrong);
      return;
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setBusy(false);
        setLocalPreview(null);
      }
    }
  }

  return { accept, busy, failure, uploadedUrl, localPreview };
}

import { DeleteOutlined, PictureOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Spin, Typography, theme } from 'antd';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { CASE_STUDY_IMAGE_MAX_BYTES, CASE_STUDY_MAX_MEDIA } from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';
import type { CaseStudyBlockValues } from '../../../shared/validation/case-studies';
import { getPlatform } from '../../platform/get-platform';
import { apiOrigin, fileUrl, useApiOrigin } from '../../lib/uploads/api-origin';
import { IMAGE_ACCEPT, imageFileProblem } from '../../lib/uploads/image-check';
import { uploadFile } from '../../lib/uploads/upload-file';
import { SessionToken, TokenUnavailableError } from '../../lib/session/session-token';

const m = messages.caseStudies;

/** A block's message from the form's errors (`content[1].url`). */
export type BlockErrors = readonly ({ url?: { message?: string } } | undefined)[] | undefined;

/**
 * A case study's media: up to 3 images (chosen together; JPEG or PNG, 5 MB each, uploaded
 * as `case-study-media`) or video URLs. Choosing more than the room left refuses them all
 * with the brief's 'You can only select a maximum of 3 files', so nothing half-happens.
 * An uploaded image's block keeps its file id (what the API takes) and its served path (the
 * preview); a saved one keeps only its path.
 */
export function MediaField({
  id,
  value,
  onChange,
  error,
  blockErrors,
}: {
  id: string;
  value: readonly CaseStudyBlockValues[];
  onChange: (next: CaseStudyBlockValues[]) => void;
  error?: string;
  blockErrors: BlockErrors;
}) {
  const input = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Uploads finish after the user may have typed in a video field: add to what is there then.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const room = CASE_STUDY_MAX_MEDIA - value.length;
  const hintId = `${id}-hint`;
  const message = failure ?? error;

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    setFailure(null);
    if (files.length === 0) return;
    if (files.length > room) {
      setFailure(m.mediaMax);
      return;
    }
    for (const file of files) {
      const problem = await imageFileProblem(file, CASE_STUDY_IMAGE_MAX_BYTES);
      if (problem) {
        setFailure(problem);
        return;
      }
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    try {
      const [origin, sessionToken] = await Promise.all([
        apiOrigin(),
        new SessionToken(getPlatform()).get(),
      ]);
      const added: CaseStudyBlockValues[] = [];
      for (const file of files) {
        const result = await uploadFile({
          apiUrl: origin,
          token: sessionToken,
          kind: 'case-study-media',
          file,
          fileName: file.name,
          signal: controller.signal,
        });
        if (!result.ok) {
          setFailure(result.error);
          break;
        }
        added.push({ layout: 'image', image_file_id: result.file.id, image: result.file.url });
      }
      if (added.length > 0) onChange([...latest.current, ...added]);
    } catch (caught) {
      // Else aborted: the form is gone.
      if (caught instanceof TokenUnavailableError) setFailure(messages.common.somethingWentWrong);
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      setBusy(false);
    }
  }

  function addVideo() {
    setFailure(null);
    if (room <= 0) {
      setFailure(m.mediaMax);
      return;
    }
    onChange([...value, { layout: 'video', url: '' }]);
  }

  const update = (index: number, block: CaseStudyBlockValues) =>
    onChange(value.map((current, at) => (at === index ? block : current)));
  const remove = (index: number) => {
    setFailure(null);
    onChange(value.filter((_block, at) => at !== index));
  };

  return (
    <div className="case-study-media">
      {value.length > 0 && (
        <ol className="case-study-media-list">
          {value.map((block, index) => (
            <MediaItem
              key={index}
              id={`${id}-${index}`}
              block={block}
              position={index + 1}
              urlError={blockErrors?.[index]?.url?.message}
              onChange={(next) => update(index, next)}
              onRemove={() => remove(index)}
            />
          ))}
        </ol>
      )}
      <Flex gap={8} wrap align="center">
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          accept={IMAGE_ACCEPT}
          className="case-study-media-input"
          tabIndex={-1}
          aria-describedby={hintId}
          aria-invalid={message ? true : undefined}
          onChange={(event) => void chosen(event)}
          disabled={busy}
        />
        <Button
          icon={<PictureOutlined />}
          onClick={() => input.current?.click()}
          aria-controls={id}
          disabled={busy}
        >
          {m.addImages}
        </Button>
        <Button icon={<PlayCircleOutlined />} onClick={addVideo} disabled={busy}>
          {m.addVideo}
        </Button>
        {busy && <Spin size="small" description={messages.imageUpload.uploading} />}
      </Flex>
      <Typography.Text type="secondary" id={hintId} className="case-study-media-hint">
        {m.mediaHint}
      </Typography.Text>
      {message && (
        <Typography.Text type="danger" role="alert" className="case-study-media-error">
          {message}
        </Typography.Text>
      )}
    </div>
  );
}

/** One medium of the list: an image's preview, or a video's URL input; and its Remove. */
function MediaItem({
  id,
  block,
  position,
  urlError,
  onChange,
  onRemove,
}: {
  /** `${field id}-${index}`: the URL input is `${id}-url`. */
  id: string;
  block: CaseStudyBlockValues;
  /** Its number in the list, from 1. */
  position: number;
  urlError: string | undefined;
  onChange: (block: CaseStudyBlockValues) => void;
  onRemove: () => void;
}) {
  const { token } = theme.useToken();
  const apiUrl = useApiOrigin();
  return (
    <li className="case-study-media-item">
      {block.layout === 'image' ? (
        <Flex align="center" gap={12}>
          {apiUrl && block.image ? (
            <img
              src={fileUrl(apiUrl, block.image) ?? undefined}
              alt={m.imageOf(position)}
              className="case-study-media-preview"
            />
          ) : (
            <span
              className="case-study-media-preview"
              style={{ background: token.colorFillQuaternary }}
              aria-hidden
            >
              <PictureOutlined />
            </span>
          )}
          <Typography.Text>{m.imageOf(position)}</Typography.Text>
        </Flex>
      ) : (
        <div className="case-study-media-video">
          <label htmlFor={`${id}-url`} className="case-study-media-label">
            {m.videoUrlOf(position)}
          </label>
          <Input
            id={`${id}-url`}
            value={block.url ?? ''}
            placeholder={m.videoUrlPlaceholder}
            status={urlError ? 'error' : undefined}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `${id}-error` : undefined}
            onChange={(event) => onChange({ ...block, url: event.target.value })}
          />
          {urlError && (
            <Typography.Text type="danger" id={`${id}-error`}>
              {urlError}
            </Typography.Text>
          )}
        </div>
      )}
      <Button
        icon={<DeleteOutlined />}
        onClick={onRemove}
        aria-label={`${m.removeMedium}: ${
          block.layout === 'image' ? m.imageOf(position) : m.videoUrlOf(position)
        }`}
      >
        {m.removeMedium}
      </Button>
    </li>
  );
}

import { yupResolver } from '@hookform/resolvers/yup';
import { Flex, Form, Typography } from 'antd';
import { Controller, useWatch, type Control } from 'react-hook-form';
import {
  CASE_STUDY_DESCRIPTION_MAX,
  CASE_STUDY_IMAGE_MAX_BYTES,
} from '../../../shared/case-studies';
import { messages } from '../../../shared/messages';
import { normaliseRichText, richTextPlainText } from '../../../shared/rich-text';
import { editableRichText } from '../../../shared/validation/company-profile';
import {
  caseStudySchema,
  type CaseStudyBlockValues,
  type CaseStudyValues,
} from '../../../shared/validation/case-studies';
import type { CaseStudyFieldsFragment } from '../../gql/graphql';
import { ButtonLink } from '../../ui/button-link';
import { FormFrame, SubmitButton } from '../../ui/form/form-frame';
import { ImageUploadField } from '../../ui/form/image-upload-field';
import { TextField } from '../../ui/form/text-field';
import { useMutationForm, type FormOutcome } from '../../ui/form/use-mutation-form';
import { RichTextField } from '../../ui/rich-text/rich-text-field';
import { MediaField, type BlockErrors } from './media-field';

const m = messages.caseStudies;

/** The form's values: empty for a new case study, else what is saved (images kept by path). */
export function caseStudyDefaults(caseStudy: CaseStudyFieldsFragment | null): CaseStudyValues {
  return {
    title: caseStudy?.title ?? '',
    description: editableRichText(caseStudy?.description),
    thumbnail_file_id: '',
    external_url: caseStudy?.external_url ?? '',
    video_url: caseStudy?.video_url ?? '',
    content: (caseStudy?.content ?? []).map((block): CaseStudyBlockValues =>
      block.layout === 'video'
        ? { layout: 'video', url: block.url ?? '' }
        : { layout: 'image', image: block.image ?? '' },
    ),
  };
}

/** What the API takes: a kept image by its path, a new one by its upload's id only. */
export function caseStudyInput(values: CaseStudyValues) {
  return {
    ...values,
    thumbnail_file_id: values.thumbnail_file_id || null,
    content: values.content.map((block) =>
      block.layout === 'video'
        ? { layout: 'video', url: block.url ?? '' }
        : block.image_file_id
          ? { layout: 'image', image_file_id: block.image_file_id }
          : { layout: 'image', image: block.image ?? '' },
    ),
  };
}

/** The description's live count against the brief's 1000 characters of text. */
function DescriptionCounter({ control }: { control: Control<CaseStudyValues> }) {
  const value = useWatch({ control, name: 'description' });
  const length = richTextPlainText(normaliseRichText(value ?? '')).length;
  return (
    <Typography.Text
      type={length > CASE_STUDY_DESCRIPTION_MAX ? 'danger' : 'secondary'}
      aria-live="polite"
    >
      {length} / {CASE_STUDY_DESCRIPTION_MAX}
    </Typography.Text>
  );
}

/**
 * The case-study form (`case-study/add`, `case-study/edit/{id}`) under `caseStudySchema`, the
 * server's too. A refused save keeps every value and upload; Cancel goes back unsaved.
 */
export function CaseStudyForm({
  caseStudy,
  cancelTo,
  onSubmit,
}: {
  caseStudy: CaseStudyFieldsFragment | null;
  cancelTo: string;
  onSubmit: (values: CaseStudyValues) => Promise<FormOutcome | null>;
}) {
  const { control, submit, failure, formState } = useMutationForm<CaseStudyValues>({
    onSubmit,
    resolver: yupResolver(caseStudySchema),
    defaultValues: caseStudyDefaults(caseStudy),
  });
  const title = caseStudy ? m.editCaseStudy : m.addCaseStudy;

  return (
    <FormFrame onSubmit={submit} label={title} failure={failure}>
      <TextField control={control} name="title" label={m.title} size="large" />
      <RichTextField
        control={control}
        name="description"
        label={m.description}
        extra={<DescriptionCounter control={control} />}
      />
      <Controller
        control={control}
        name="thumbnail_file_id"
        render={({ field, fieldState }) => (
          <Form.Item label={m.thumbnail} htmlFor="case-study-thumbnail">
            <ImageUploadField
              id="case-study-thumbnail"
              kind="thumbnail"
              value={field.value}
              currentUrl={caseStudy?.thumbnail}
              onChange={field.onChange}
              error={fieldState.error?.message}
              maxBytes={CASE_STUDY_IMAGE_MAX_BYTES}
              uploadLabel={m.uploadThumbnail}
              hint={m.thumbnailHint}
            />
          </Form.Item>
        )}
      />
      <Controller
        control={control}
        name="content"
        render={({ field, fieldState }) => {
          // An array's errors: its own (at most 3) and, by index, each block's.
          const errors = fieldState.error as
            (BlockErrors & { message?: string; root?: { message?: string } }) | undefined;
          return (
            <Form.Item label={m.media} htmlFor="case-study-media">
              <MediaField
                id="case-study-media"
                value={field.value}
                onChange={field.onChange}
                error={errors?.message ?? errors?.root?.message}
                blockErrors={errors}
              />
            </Form.Item>
          );
        }}
      />
      <TextField
        control={control}
        name="external_url"
        label={m.externalUrl}
        optional
        size="large"
        placeholder={m.externalUrlPlaceholder}
        autoComplete="url"
      />
      <TextField
        control={control}
        name="video_url"
        label={m.videoUrl}
        optional
        size="large"
        placeholder={m.videoUrlPlaceholder}
      />
      <Flex gap={12} className="case-study-form-actions">
        <SubmitButton submitting={formState.isSubmitting}>{m.save}</SubmitButton>
        <ButtonLink size="large" to={cancelTo}>
          {m.cancel}
        </ButtonLink>
      </Flex>
    </FormFrame>
  );
}

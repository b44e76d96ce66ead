/**
 * The case-study form (`case-study/add`, `case-study/edit/{id}`), shared by the form and the
 * server's `createCaseStudy` / `updateCaseStudy`. The server also checks that each new image
 * (thumbnail, media) is the caller's own upload of the right kind.
 */
import { array, mixed, object, string, type InferType } from 'yup';
import { CASE_STUDY_DESCRIPTION_MAX, CASE_STUDY_MAX_MEDIA } from '../case-studies';
import { messages } from '../messages';
import { richTextRule, websiteRule } from './company-profile';
import { requiredText } from './registration';

const m = messages.caseStudies;
/** An upload's id or a kept image's served path. */
const REFERENCE_MAX_LENGTH = 2048;

export const CASE_STUDY_LAYOUTS = ['image', 'video'] as const;
export type CaseStudyLayout = (typeof CASE_STUDY_LAYOUTS)[number];

/**
 * One medium: an image (a new upload's id, or the served path of one the case study shows
 * already) or a video page's address (https:// added as for the other URLs).
 */
const blockSchema = object({
  layout: mixed<CaseStudyLayout>()
    .oneOf(CASE_STUDY_LAYOUTS, messages.common.invalidSelection)
    .required(messages.common.invalidSelection),
  image_file_id: string().trim().max(REFERENCE_MAX_LENGTH).nullable().optional(),
  image: string().trim().max(REFERENCE_MAX_LENGTH).nullable().optional(),
  url: websiteRule().when('layout', {
    is: 'video',
    then: (rule) => rule.required(m.videoUrlRequired),
  }),
}).test('image', m.imageMissing, (block) =>
  block.layout !== 'image' ? true : Boolean(block.image_file_id || block.image),
);

export const caseStudySchema = object({
  title: requiredText(m.titleRequired),
  description: richTextRule(m.descriptionRequired, m.descriptionMax, CASE_STUDY_DESCRIPTION_MAX),
  /** A new `thumbnail` upload's id; empty keeps the current thumbnail (none on add). */
  thumbnail_file_id: string().trim().max(REFERENCE_MAX_LENGTH).nullable().optional(),
  external_url: websiteRule(),
  video_url: websiteRule(),
  content: array(blockSchema).max(CASE_STUDY_MAX_MEDIA, m.mediaMax).default([]),
});
export type CaseStudyValues = InferType<typeof caseStudySchema>;
export type CaseStudyBlockValues = CaseStudyValues['content'][number];

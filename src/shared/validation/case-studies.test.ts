import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { richTextFromPlain } from '../rich-text';
import { caseStudySchema } from './case-studies';
import { errorsOf } from './test-helpers';

const m = messages.caseStudies;
const doc = (text: string) => JSON.stringify(richTextFromPlain(text));
const valid = { title: 'Harbour rebrand', description: doc('A new identity.') };

describe('the case-study form', () => {
  it("gives the brief's messages", async () => {
    expect(await errorsOf(caseStudySchema, { title: ' ', description: doc('') })).toEqual({
      title: [m.titleRequired],
      description: [m.descriptionRequired],
    });
    expect(
      await errorsOf(caseStudySchema, {
        ...valid,
        description: doc('x'.repeat(1001)),
        external_url: 'not a site',
        video_url: 'ftp://files.example/a',
      }),
    ).toEqual({
      description: [m.descriptionMax],
      external_url: [messages.opportunities.invalidUrl],
      video_url: [messages.opportunities.invalidUrl],
    });
  });

  it('takes at most 3 media, each an image or a video address', async () => {
    const video = { layout: 'video', url: 'video.example/1' };
    expect(await errorsOf(caseStudySchema, { ...valid, content: [video, video, video] })).toEqual(
      {},
    );
    expect(
      await errorsOf(caseStudySchema, { ...valid, content: [video, video, video, video] }),
    ).toEqual({ content: [m.mediaMax] });
    expect(
      await errorsOf(caseStudySchema, {
        ...valid,
        content: [{ layout: 'video', url: '' }, { layout: 'image' }, { layout: 'audio' }],
      }),
    ).toEqual({
      'content[0].url': [m.videoUrlRequired],
      'content[1]': [m.imageMissing],
      'content[2].layout': [messages.common.invalidSelection],
    });
  });

  it('adds https:// to an address typed without it', async () => {
    const cast = await caseStudySchema.validate({
      ...valid,
      external_url: 'brightwater.example/work',
      video_url: '',
      content: [{ layout: 'video', url: 'vimeo.example/42' }],
    });
    expect(cast.external_url).toBe('https://brightwater.example/work');
    expect(cast.video_url).toBeUndefined();
    expect(cast.content[0]?.url).toBe('https://vimeo.example/42');
  });
});

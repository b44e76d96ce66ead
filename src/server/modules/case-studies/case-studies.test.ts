import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { richTextFromPlain } from '../../../shared/rich-text';
import {
  caseStudies,
  caseStudyImages,
  files,
  services,
  teamServices,
  users,
} from '../../db/schema';
import { LocalFileStore } from '../../platform/files/file-store';
import { FileService } from '../files';
import caseStudiesModule from './module';
import {
  createAgency,
  createCandidate,
  createEmployer,
  createTeamMember,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { statementsDuring } from '../../testing/statements';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';

const LIST = graphql(`
  query CaseStudiesList($agency_id: ID, $first: Int, $page: Int) {
    caseStudies(agency_id: $agency_id, first: $first, page: $page) {
      data {
        id
        title
        can_edit
        agency {
          id
          agency_name
          services {
            slug
          }
        }
      }
      paginatorInfo {
        count
        currentPage
        hasMorePages
        total
      }
    }
  }
`);

const ONE = graphql(`
  query CaseStudyOne($id: ID!) {
    caseStudy(id: $id) {
      id
      title
      description
      thumbnail
      external_url
      video_url
      content {
        layout
        key
        image
        url
      }
      agency {
        id
        company
        agency_name
        avatar
        services {
          slug
        }
      }
      can_edit
    }
  }
`);

const CREATE = graphql(`
  mutation CaseStudyCreate($input: CaseStudyInput!) {
    createCaseStudy(input: $input) {
      id
      title
      description
      thumbnail
      external_url
      video_url
      content {
        layout
        key
        image
        url
      }
      agency {
        id
        company
        agency_name
        avatar
        services {
          slug
        }
      }
      can_edit
    }
  }
`);

const UPDATE = graphql(`
  mutation CaseStudyUpdate($id: ID!, $input: CaseStudyInput!) {
    updateCaseStudy(id: $id, input: $input) {
      id
      title
      thumbnail
      external_url
      content {
        layout
        image
        url
      }
      can_edit
    }
  }
`);

const DELETE = graphql(`
  mutation CaseStudyDelete($id: ID!) {
    deleteCaseStudy(id: $id)
  }
`);

const m = messages.caseStudies;
const doc = (text: string) => JSON.stringify(richTextFromPlain(text));

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'shortlist-case-studies-'));
  const noLimit = { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 };
  t = await createTestApp({ dataDir, limits: { loginPerIp: noLimit, loginPerEmail: noLimit } });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const codeOf = (answer: { errors?: { extensions?: { code?: string } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const validationOf = (answer: { errors?: { extensions?: { validation?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.validation;
const signIn = async <T extends UserFixture>(who: T) => ({
  ...who,
  token: await t.login(who.email, who.password),
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Harbour rebrand',
    description: doc('A new identity for a seaside brewery.'),
    external_url: '',
    video_url: '',
    content: [],
    ...overrides,
  };
}

/** An agency owner, signed in, whose team offers one service and whose owner names the agency. */
async function agency() {
  const owner = await signIn(await createAgency(t.db));
  await t.db.update(users).set({ agencyName: 'Brightwater' }).where(eq(users.id, owner.user.id));
  const [service] = await t.db.select().from(services).limit(1);
  if (service)
    await t.db.insert(teamServices).values({ teamId: owner.team.id, serviceId: service.id });
  return { ...owner, serviceSlug: service?.slug };
}

async function created(owner: { token: string }, overrides: Record<string, unknown> = {}) {
  const answer = await t.graphql(CREATE, {
    token: owner.token,
    variables: { input: form(overrides) },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.createCaseStudy;
}

describe('createCaseStudy', () => {
  it('saves the owner’s form with uploads, https:// prepended, and the agency', async () => {
    const owner = await agency();
    const thumbnail = await uploadFile(t.app, { token: owner.token, kind: 'thumbnail' });
    const image = await uploadFile(t.app, { token: owner.token, kind: 'case-study-media' });
    expect(thumbnail.status).toBe(201);
    const study = await created(owner, {
      thumbnail_file_id: thumbnail.body.id,
      external_url: 'brightwater.example/harbour',
      video_url: 'https://video.example/watch?v=1',
      content: [
        { layout: 'image', image_file_id: image.body.id },
        { layout: 'video', url: 'vimeo.example/42' },
      ],
    });
    expect(study).toMatchObject({
      title: 'Harbour rebrand',
      description: doc('A new identity for a seaside brewery.'),
      thumbnail: thumbnail.body.url,
      external_url: 'https://brightwater.example/harbour',
      video_url: 'https://video.example/watch?v=1',
      content: [
        { layout: 'image', image: image.body.url, url: null },
        { layout: 'video', image: null, url: 'https://vimeo.example/42' },
      ],
      agency: {
        id: String(owner.team.id),
        company: owner.team.company,
        agency_name: 'Brightwater',
        services: [{ slug: owner.serviceSlug }],
      },
      can_edit: true,
    });
    // The media image is named where the files housekeeping looks.
    const named = await t.db
      .select({ image: caseStudyImages.image })
      .from(caseStudyImages)
      .where(eq(caseStudyImages.caseStudyId, Number(study.id)));
    expect(named).toEqual([{ image: image.body.url }]);
  });

  it('gives the brief’s messages server-side', async () => {
    const owner = await agency();
    const empty = await t.graphql(CREATE, {
      token: owner.token,
      variables: { input: form({ title: '', description: '' }) },
    });
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(validationOf(empty)).toEqual({
      'input.title': [m.titleRequired],
      'input.description': [m.descriptionRequired],
    });

    const video = { layout: 'video', url: 'https://video.example/1' };
    const wrong = await t.graphql(CREATE, {
      token: owner.token,
      variables: {
        input: form({
          description: doc('d'.repeat(1001)),
          external_url: 'not a site',
          video_url: 'javascript:alert(1)',
          content: [video, video, video, video],
        }),
      },
    });
    expect(validationOf(wrong)).toEqual({
      'input.description': [m.descriptionMax],
      'input.external_url': [messages.opportunities.invalidUrl],
      'input.video_url': [messages.opportunities.invalidUrl],
      'input.content': [m.mediaMax],
    });
    // Exactly 1000 characters of text is allowed.
    await created(owner, { description: doc('d'.repeat(1000)) });
  });

  it("takes images only from the caller's own uploads of the right kind", async () => {
    const owner = await agency();
    const other = await agency();
    const theirs = await uploadFile(t.app, { token: other.token, kind: 'thumbnail' });
    const logo = await uploadFile(t.app, { token: owner.token, kind: 'logo' });
    const media = await uploadFile(t.app, { token: owner.token, kind: 'case-study-media' });
    for (const id of [theirs.body.id, logo.body.id, media.body.id, '/files/x.png']) {
      const refused = await t.graphql(CREATE, {
        token: owner.token,
        variables: { input: form({ thumbnail_file_id: id }) },
      });
      expect(validationOf(refused)).toEqual({
        'input.thumbnail_file_id': [messages.onboarding.imageNotFound],
      });
    }
    const borrowed = await t.graphql(CREATE, {
      token: owner.token,
      variables: {
        input: form({ content: [{ layout: 'image', image: '/files/' + 'a'.repeat(32) + '.png' }] }),
      },
    });
    expect(validationOf(borrowed)).toEqual({ 'input.content.0': [m.imageMissing] });
    const noImage = await t.graphql(CREATE, {
      token: owner.token,
      variables: { input: form({ content: [{ layout: 'image' }] }) },
    });
    expect(validationOf(noImage)).toEqual({ 'input.content[0]': [m.imageMissing] });
  });

  it('refuses the 5 MB-plus thumbnail and anything but JPEG or PNG at upload', async () => {
    const owner = await agency();
    const big = await uploadFile(t.app, {
      token: owner.token,
      kind: 'thumbnail',
      bytes: new Uint8Array([
        ...Buffer.from('89504e470d0a1a0a', 'hex'),
        ...new Uint8Array(5_000_000),
      ]),
    });
    expect(big).toMatchObject({ status: 413, body: { error: messages.uploads.imageTooLarge(5) } });
    const text = await uploadFile(t.app, {
      token: owner.token,
      kind: 'case-study-media',
      bytes: Buffer.from('not an image'),
      filename: 'a.png',
    });
    expect(text).toMatchObject({ status: 415, body: { error: messages.uploads.imageType } });
  });

  it('who may create: the agency owner only', async () => {
    const owner = await agency();
    const guest = await signIn(await createTeamMember(t.db, owner.team, 'admin'));
    const employer = await signIn(await createEmployer(t.db));
    const candidate = await signIn(await createCandidate(t.db));
    for (const who of [guest, employer, candidate]) {
      const refused = await t.graphql(CREATE, { token: who.token, variables: { input: form() } });
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.errors?.[0]?.message).toBe(m.ownerOnly);
    }
    const signedOut = await t.graphql(CREATE, { variables: { input: form() } });
    expect(codeOf(signedOut)).toBe('UNAUTHENTICATED');
    expect(await t.db.$count(caseStudies, eq(caseStudies.teamId, owner.team.id))).toBe(0);
  });
});

describe('the files housekeeping', () => {
  it("keeps a case study's thumbnail and media images, and removes an upload never saved", async () => {
    const owner = await agency();
    const thumbnail = await uploadFile(t.app, { token: owner.token, kind: 'thumbnail' });
    const image = await uploadFile(t.app, { token: owner.token, kind: 'case-study-media' });
    const unsaved = await uploadFile(t.app, { token: owner.token, kind: 'case-study-media' });
    await created(owner, {
      thumbnail_file_id: thumbnail.body.id,
      content: [{ layout: 'image', image_file_id: image.body.id }],
    });
    const service = new FileService(t.db, new LocalFileStore(join(dataDir, 'files')));
    const twoDaysLater = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await service.removeUnreferenced(caseStudiesModule.fileColumns, twoDaysLater);
    const left = await t.db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.ownerId, owner.user.id));
    expect(left.map((row) => String(row.id)).sort()).toEqual(
      [thumbnail.body.id, image.body.id].sort(),
    );
    expect(unsaved.body.id).toBeDefined();
  });
});

describe('caseStudy', () => {
  it('who may read: its agency’s users, agency users and COMPANY accounts (company only: not their GUESTs); can_edit for the owner only', async () => {
    const owner = await agency();
    const study = await created(owner);
    const guest = await signIn(await createTeamMember(t.db, owner.team, 'member'));
    const otherAgency = await signIn(await createAgency(t.db));
    const employer = await signIn(await createEmployer(t.db));
    const employerGuest = await signIn(await createTeamMember(t.db, employer.team, 'member'));
    const candidate = await signIn(await createCandidate(t.db));
    const pending = await signIn(await createEmployer(t.db, { status: 'INACTIVE' }));

    for (const [who, canEdit] of [
      [owner, true],
      [guest, false],
      [otherAgency, false],
      [employer, false],
    ] as const) {
      const seen = await t.graphql(ONE, { token: who.token, variables: { id: study.id } });
      expect(seen.errors).toBeUndefined();
      expect(seen.data?.caseStudy).toMatchObject({ id: study.id, can_edit: canEdit });
    }
    // The brief's employer `case-study/{id}` is "company only": a company's GUEST member is refused.
    for (const who of [employerGuest, candidate, pending]) {
      const hidden = await t.graphql(ONE, { token: who.token, variables: { id: study.id } });
      expect(codeOf(hidden)).toBe('NOT_FOUND');
    }
    expect(codeOf(await t.graphql(ONE, { variables: { id: study.id } }))).toBe('UNAUTHENTICATED');
    for (const id of ['999999', 'abc']) {
      const missing = await t.graphql(ONE, { token: owner.token, variables: { id } });
      expect(codeOf(missing)).toBe('NOT_FOUND');
    }
  });
});

describe('updateCaseStudy and deleteCaseStudy', () => {
  it('the owner edits: keeps the thumbnail and kept images, drops removed ones', async () => {
    const owner = await agency();
    const thumbnail = await uploadFile(t.app, { token: owner.token, kind: 'thumbnail' });
    const first = await uploadFile(t.app, { token: owner.token, kind: 'case-study-media' });
    const second = await uploadFile(t.app, { token: owner.token, kind: 'case-study-media' });
    const study = await created(owner, {
      thumbnail_file_id: thumbnail.body.id,
      content: [{ layout: 'image', image_file_id: first.body.id }],
    });
    const answer = await t.graphql(UPDATE, {
      token: owner.token,
      variables: {
        id: study.id,
        input: form({
          title: 'Harbour rebrand, phase two',
          external_url: 'harbour.example',
          content: [
            { layout: 'image', image: first.body.url },
            { layout: 'image', image_file_id: second.body.id },
          ],
        }),
      },
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.updateCaseStudy).toEqual({
      id: study.id,
      title: 'Harbour rebrand, phase two',
      thumbnail: thumbnail.body.url,
      external_url: 'https://harbour.example/',
      content: [
        { layout: 'image', image: first.body.url, url: null },
        { layout: 'image', image: second.body.url, url: null },
      ],
      can_edit: true,
    });
    const dropped = await t.graphql(UPDATE, {
      token: owner.token,
      variables: { id: study.id, input: form({ content: [] }) },
    });
    expect(dropped.data?.updateCaseStudy.content).toEqual([]);
    expect(
      await t.db.$count(caseStudyImages, eq(caseStudyImages.caseStudyId, Number(study.id))),
    ).toBe(0);
  });

  it('who may edit and delete: the owning agency’s owner; others are refused', async () => {
    const owner = await agency();
    const study = await created(owner);
    const guest = await signIn(await createTeamMember(t.db, owner.team, 'admin'));
    const otherAgency = await signIn(await createAgency(t.db));
    const employer = await signIn(await createEmployer(t.db));
    const candidate = await signIn(await createCandidate(t.db));

    for (const [who, code] of [
      [guest, 'FORBIDDEN'],
      [otherAgency, 'FORBIDDEN'],
      [employer, 'FORBIDDEN'],
      [candidate, 'NOT_FOUND'],
    ] as const) {
      const update = await t.graphql(UPDATE, {
        token: who.token,
        variables: { id: study.id, input: form({ title: 'Taken over' }) },
      });
      expect(codeOf(update)).toBe(code);
      const remove = await t.graphql(DELETE, { token: who.token, variables: { id: study.id } });
      expect(codeOf(remove)).toBe(code);
    }
    expect(codeOf(await t.graphql(DELETE, { variables: { id: study.id } }))).toBe(
      'UNAUTHENTICATED',
    );
    const kept = await t.graphql(ONE, { token: owner.token, variables: { id: study.id } });
    expect(kept.data?.caseStudy.title).toBe('Harbour rebrand');

    const removed = await t.graphql(DELETE, { token: owner.token, variables: { id: study.id } });
    expect(removed.data?.deleteCaseStudy).toBe(study.id);
    const gone = await t.graphql(ONE, { token: owner.token, variables: { id: study.id } });
    expect(codeOf(gone)).toBe('NOT_FOUND');
  });
});

describe('caseStudies', () => {
  it('pages the active agency’s case studies newest first, by 8, in two statements', async () => {
    const owner = await agency();
    const other = await agency();
    await created(other, { title: 'Not ours' });
    for (let n = 1; n <= 9; n += 1) await created(owner, { title: `Study ${n}` });

    const first = await t.graphql(LIST, { token: owner.token, variables: {} });
    expect(first.data?.caseStudies.paginatorInfo).toEqual({
      count: 8,
      currentPage: 1,
      hasMorePages: true,
      total: 9,
    });
    expect(first.data?.caseStudies.data.map((row) => row.title)).toEqual(
      [9, 8, 7, 6, 5, 4, 3, 2].map((n) => `Study ${n}`),
    );
    expect(first.data?.caseStudies.data[0]).toMatchObject({
      can_edit: true,
      agency: { id: String(owner.team.id), services: [{ slug: owner.serviceSlug }] },
    });
    const second = await t.graphql(LIST, { token: owner.token, variables: { page: 2 } });
    expect(second.data?.caseStudies.data.map((row) => row.title)).toEqual(['Study 1']);
    expect(second.data?.caseStudies.paginatorInfo).toEqual({
      count: 1,
      currentPage: 2,
      hasMorePages: false,
      total: 9,
    });
    const past = await t.graphql(LIST, { token: owner.token, variables: { page: 5 } });
    expect(past.data?.caseStudies.paginatorInfo).toEqual({
      count: 0,
      currentPage: 5,
      hasMorePages: false,
      total: 9,
    });

    // The session's own reads (token, memberships) plus the page and one for every agency's services.
    const employer = await signIn(await createEmployer(t.db));
    await t.graphql(LIST, { token: employer.token, variables: { agency_id: owner.team.id } });
    const few = await statementsDuring(() =>
      t.graphql(LIST, { token: employer.token, variables: { agency_id: owner.team.id, first: 1 } }),
    );
    const many = await statementsDuring(() =>
      t.graphql(LIST, { token: employer.token, variables: { agency_id: owner.team.id, first: 9 } }),
    );
    expect(many).toBe(few);
    expect(many).toBeLessThanOrEqual(6);
  });

  it('who may list: agency users theirs; company and agency users any agency’s', async () => {
    const owner = await agency();
    await created(owner);
    const guest = await signIn(await createTeamMember(t.db, owner.team, 'member'));
    const otherAgency = await signIn(await createAgency(t.db));
    const employer = await signIn(await createEmployer(t.db));
    const candidate = await signIn(await createCandidate(t.db));

    const asGuest = await t.graphql(LIST, { token: guest.token, variables: {} });
    expect(asGuest.data?.caseStudies.data).toMatchObject([{ can_edit: false }]);
    for (const who of [guest, otherAgency, employer]) {
      const seen = await t.graphql(LIST, {
        token: who.token,
        variables: { agency_id: owner.team.id },
      });
      expect(seen.data?.caseStudies.paginatorInfo.total).toBe(1);
    }
    for (const who of [employer, candidate]) {
      const own = await t.graphql(LIST, { token: who.token, variables: {} });
      expect(codeOf(own)).toBe('FORBIDDEN');
    }
    const asCandidate = await t.graphql(LIST, {
      token: candidate.token,
      variables: { agency_id: owner.team.id },
    });
    expect(codeOf(asCandidate)).toBe('NOT_FOUND');
    // A company is no agency.
    const company = await t.graphql(LIST, {
      token: otherAgency.token,
      variables: { agency_id: employer.team.id },
    });
    expect(codeOf(company)).toBe('NOT_FOUND');
    expect(codeOf(await t.graphql(LIST, { variables: {} }))).toBe('UNAUTHENTICATED');
  });
});

/**
 * CVs (one active) and supporting documents: only the candidate's own uploads of the right
 * kind, uploaded through `POST /api/uploads` also while the account awaits approval.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages';
import { insertUploadedImage } from '../../testing/accounts';
import { pdfBytes } from '../../testing/documents';
import {
  createAgency,
  createCandidate,
  createEmployer,
  type UserFixture,
} from '../../testing/fixtures';
import { graphql } from '../../testing/gql';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { uploadFile } from '../../testing/uploads';

const text = messages.candidates.validation;

const RESUME_FIELDS = graphql(`
  fragment CandidatesResumeList on User {
    resumes {
      id
      name
      file
      fileUrl
      active
      created_at
    }
  }
`);

const ADD_RESUME = graphql(`
  mutation CandidatesAddResume($file: ID!) {
    addResume(file: $file) {
      ...CandidatesResumeList
    }
  }
`);
const ACTIVATE_RESUME = graphql(`
  mutation CandidatesActivateResume($id: ID!) {
    activateResume(id: $id) {
      ...CandidatesResumeList
    }
  }
`);
const DELETE_RESUME = graphql(`
  mutation CandidatesDeleteResume($id: ID!) {
    deleteResume(id: $id) {
      ...CandidatesResumeList
    }
  }
`);
const ADD_DOCUMENT = graphql(`
  mutation CandidatesAddDocument($input: AddSupportingDocumentInput!) {
    addSupportingDocument(input: $input) {
      supportingDocuments {
        id
        name
        file
        fileUrl
      }
    }
  }
`);
const DELETE_DOCUMENT = graphql(`
  mutation CandidatesDeleteDocument($id: ID!) {
    deleteSupportingDocument(id: $id) {
      supportingDocuments {
        id
      }
    }
  }
`);
void RESUME_FIELDS;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const outcome = (answer: { errors?: readonly { extensions?: { code?: unknown } }[] }) =>
  answer.errors?.[0]?.extensions?.code ?? 'OK';
const tokenOf = (who: UserFixture | null) =>
  who ? t.login(who.email, who.password) : Promise.resolve(undefined);

async function uploadPdf(token: string | undefined, kind: 'resume' | 'document', name = 'cv.pdf') {
  const uploaded = await uploadFile(t.app, {
    token,
    kind,
    bytes: await pdfBytes(name),
    filename: name,
    contentType: 'application/pdf',
  });
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
  return uploaded.body.id!;
}

describe('CVs', () => {
  it('keeps exactly one active: a new CV, make active, delete passing it to the newest', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const first = await t.graphql(ADD_RESUME, {
      token,
      variables: { file: await uploadPdf(token, 'resume', 'first.pdf') },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.addResume.resumes).toMatchObject([{ name: 'first.pdf', active: true }]);
    const [one] = first.data!.addResume.resumes;
    // A signed link, not the bare path.
    expect(one!.fileUrl).toMatch(new RegExp(`^${one!.file}\\?expires=\\d+&signature=`));

    await t.graphql(ADD_RESUME, {
      token,
      variables: { file: await uploadPdf(token, 'resume', 'second.pdf') },
    });
    const third = await t.graphql(ADD_RESUME, {
      token,
      variables: { file: await uploadPdf(token, 'resume', 'third.pdf') },
    });
    const list = third.data!.addResume.resumes;
    expect(list.map((cv) => [cv.name, cv.active])).toEqual([
      ['third.pdf', true],
      ['second.pdf', false],
      ['first.pdf', false],
    ]);

    const firstId = list[2]!.id;
    const activated = await t.graphql(ACTIVATE_RESUME, { token, variables: { id: firstId } });
    expect(activated.data?.activateResume.resumes.map((cv) => [cv.name, cv.active])).toEqual([
      ['first.pdf', true],
      ['third.pdf', false],
      ['second.pdf', false],
    ]);

    const deleted = await t.graphql(DELETE_RESUME, { token, variables: { id: firstId } });
    expect(deleted.data?.deleteResume.resumes.map((cv) => [cv.name, cv.active])).toEqual([
      ['third.pdf', true],
      ['second.pdf', false],
    ]);
    const inactiveId = deleted.data!.deleteResume.resumes[1]!.id;
    const keptActive = await t.graphql(DELETE_RESUME, { token, variables: { id: inactiveId } });
    expect(keptActive.data?.deleteResume.resumes.map((cv) => [cv.name, cv.active])).toEqual([
      ['third.pdf', true],
    ]);
  });

  it('keeps one active under concurrent additions', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const files = await Promise.all([1, 2, 3].map((n) => uploadPdf(token, 'resume', `cv${n}.pdf`)));
    const answers = await Promise.all(
      files.map((file) => t.graphql(ADD_RESUME, { token, variables: { file } })),
    );
    expect(answers.map(outcome)).toEqual(['OK', 'OK', 'OK']);
    const last = await t.graphql(ACTIVATE_RESUME, {
      token,
      variables: { id: answers[0]!.data!.addResume.resumes[0]!.id },
    });
    const list = last.data!.activateResume.resumes;
    expect(list).toHaveLength(3);
    expect(list.filter((cv) => cv.active)).toHaveLength(1);
  });

  it('takes only the candidate’s own upload of kind resume', async () => {
    const candidate = await createCandidate(t.db);
    const token = await tokenOf(candidate);
    const other = await createCandidate(t.db);
    const othersFile = await uploadPdf(await tokenOf(other), 'resume');
    const document = await uploadPdf(token, 'document');
    const photo = (await insertUploadedImage(t.db, candidate.user.id, 'avatar')).id;
    for (const file of [othersFile, document, photo, '999999']) {
      const answer = await t.graphql(ADD_RESUME, { token, variables: { file } });
      expect(answer.errors?.[0]?.extensions?.validation).toEqual({
        'input.file': [text.fileNotFound],
      });
    }
  });

  it('refuses other accounts, and another candidate’s CV is not found', async () => {
    const ownerToken = await tokenOf(await createCandidate(t.db));
    const added = await t.graphql(ADD_RESUME, {
      token: ownerToken,
      variables: { file: await uploadPdf(ownerToken, 'resume') },
    });
    const id = added.data!.addResume.resumes[0]!.id;
    const actors: [UserFixture | null, string][] = [
      [await createCandidate(t.db), 'NOT_FOUND'],
      [await createEmployer(t.db), 'FORBIDDEN'],
      [await createAgency(t.db), 'FORBIDDEN'],
      [null, 'UNAUTHENTICATED'],
    ];
    for (const [actor, expected] of actors) {
      const token = await tokenOf(actor);
      const activate = await t.graphql(ACTIVATE_RESUME, { token, variables: { id } });
      const remove = await t.graphql(DELETE_RESUME, { token, variables: { id } });
      expect([outcome(activate), outcome(remove)]).toEqual([expected, expected]);
    }
  });

  it('are uploaded and added by a candidate awaiting approval (item 8), within the quota', async () => {
    const token = await tokenOf(await createCandidate(t.db, { status: 'INACTIVE' }));
    const file = await uploadPdf(token, 'resume');
    const added = await t.graphql(ADD_RESUME, { token, variables: { file } });
    expect(added.data?.addResume.resumes).toMatchObject([{ active: true }]);
    const document = await uploadPdf(token, 'document', 'portfolio.pdf');
    const named = await t.graphql(ADD_DOCUMENT, {
      token,
      variables: { input: { name: 'Portfolio', file: document } },
    });
    expect(outcome(named)).toBe('OK');
  });
});

describe('supporting documents', () => {
  it('need a name and the candidate’s own document upload; deleted by their owner only', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const file = await uploadPdf(token, 'document', 'portfolio.pdf');
    const unnamed = await t.graphql(ADD_DOCUMENT, {
      token,
      variables: { input: { name: ' ', file } },
    });
    expect(unnamed.errors?.[0]?.extensions?.validation).toEqual({
      'input.name': [text.documentNameRequired],
    });
    const cv = await uploadPdf(token, 'resume');
    const wrongKind = await t.graphql(ADD_DOCUMENT, {
      token,
      variables: { input: { name: 'Portfolio', file: cv } },
    });
    expect(wrongKind.errors?.[0]?.extensions?.validation).toEqual({
      'input.file': [text.fileNotFound],
    });

    const added = await t.graphql(ADD_DOCUMENT, {
      token,
      variables: { input: { name: 'Portfolio', file } },
    });
    const [document] = added.data!.addSupportingDocument.supportingDocuments;
    expect(document).toMatchObject({ name: 'Portfolio' });
    expect(document!.fileUrl).toContain('signature=');

    const stranger = await tokenOf(await createCandidate(t.db));
    const stolen = await t.graphql(DELETE_DOCUMENT, {
      token: stranger,
      variables: { id: document!.id },
    });
    expect(outcome(stolen)).toBe('NOT_FOUND');
    const employer = await tokenOf(await createEmployer(t.db));
    expect(
      outcome(
        await t.graphql(DELETE_DOCUMENT, { token: employer, variables: { id: document!.id } }),
      ),
    ).toBe('FORBIDDEN');
    const deleted = await t.graphql(DELETE_DOCUMENT, { token, variables: { id: document!.id } });
    expect(deleted.data?.deleteSupportingDocument.supportingDocuments).toEqual([]);
  });

  it('refuses a document over 5,000,000 bytes at upload', async () => {
    const token = await tokenOf(await createCandidate(t.db));
    const big = Buffer.concat([await pdfBytes(), Buffer.alloc(5_000_001)]);
    const answer = await uploadFile(t.app, {
      token,
      kind: 'document',
      bytes: big,
      filename: 'big.pdf',
      contentType: 'application/pdf',
    });
    expect(answer).toMatchObject({
      status: 413,
      body: { error: messages.uploads.fileTooLarge('5 MB') },
    });
  });
});

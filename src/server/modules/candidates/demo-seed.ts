/**
 * The demo candidate's profile beyond onboarding, her photo, CV and portfolio (seeded by
 * seed/demo.ts). The candidates module's seed door: only the seed layer imports it
 * (docs/module-doors.md).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  educations,
  experiences,
  files,
  preferences,
  resumes,
  supportingDocuments,
  userGenres,
  userOtherQualifications,
  userQualifications,
  userServices,
  userSkills,
  users,
} from '../../db/schema';
import { newStoredName, type FileStore } from '../../platform/files/file-store';
import { contentOf } from '../../platform/demo-seed-kit';
import { demoPdf } from '../../platform/pdf/demo-pdf';
import { pngOf, type Rgb } from '../../platform/png';
import { DEMO_APPLICATIONS, DEMO_CANDIDATE_KEY } from '../applications/demo-seed';

/** The demo candidate's photo, by the name it was uploaded under. */
export const DEMO_CANDIDATE_AVATAR = 'Amelia Hart.png';

/** The CV and portfolio the demo candidate applied with are the ones on her profile. */
const candidateApplication = DEMO_APPLICATIONS.find(
  (application) => application.applicant === DEMO_CANDIDATE_KEY && application.resume,
);

/**
 * The demo candidate's profile beyond onboarding (manage-cv, edit-profile): complete, so she
 * can apply and every candidate screen shows something. Design (discipline 2), so with
 * software skills and qualifications; ids are the seeded taxonomies' (modules/taxonomies/data/).
 */
export const DEMO_CANDIDATE_PROFILE = {
  /** Graphic Design, Brand Identity Design, Typography, Packaging Design. */
  skillIds: [19, 20, 21, 23],
  /** Adobe Photoshop, Adobe Illustrator. */
  softwareSkillIds: [29, 30],
  /** Brand Identity Design, Packaging Design, Adobe Illustrator. */
  topSkillIds: [20, 23, 30],
  qualificationIds: [10],
  otherQualificationIds: [5],
  /** Brand Identity, Print Design, Digital Design. */
  serviceIds: [11, 9, 8],
  /** FMCG, Retail & E-commerce, Luxury & Fashion. */
  genreIds: [1, 2, 8],
  /** What the dashboard's "opportunities for you" looks for: freelance retail work, and a paused one. */
  preferences: [
    { jobTypes: ['FREELANCE'], genreIds: [1, 2], active: true },
    { jobTypes: ['PERMANENT'], genreIds: [8], active: false },
  ],
  educations: [
    {
      schoolName: 'Central Saint Martins, University of the Arts London',
      qualification: 'BA (Hons) Graphic Communication Design',
      description:
        'First-class honours. Final-year project: a refill packaging system for a London tea merchant.',
      from: '2011-09-19',
      to: '2014-06-27',
    },
    {
      schoolName: 'The Chartered Institute of Marketing',
      qualification: 'Certificate in Professional Marketing',
      description: 'Evening course alongside studio work: brand strategy and insight.',
      from: '2018-01-08',
      to: '2018-12-14',
    },
  ],
  experiences: [
    {
      title: 'Freelance Brand & Packaging Designer',
      company: 'Hart Studio',
      description:
        'Identities and packaging for FMCG, retail and charity clients, from first sketches to print-ready artwork; recent work for two UK grocers’ own-brand ranges.',
      from: '2021-04-06',
      to: null,
    },
    {
      title: 'Senior Graphic Designer',
      company: 'Linden & Row',
      description:
        'Led packaging refreshes for food and drink brands; ran a team of three designers and the studio’s print production.',
      from: '2017-02-13',
      to: '2021-03-31',
    },
    {
      title: 'Graphic Designer',
      company: 'Fieldwork Studio',
      description: 'Brand identities, editorial layouts and point-of-sale for retail clients.',
      from: '2014-09-01',
      to: '2017-02-03',
    },
  ],
  resume: candidateApplication?.resume,
  document: candidateApplication?.document && {
    ...candidateApplication.document,
    /** The name she gave it on her profile. */
    label: 'Portfolio: packaging and identity, 2019 to 2025',
  },
} as const;

/**
 * Her photo, CV and portfolio (written to `store`, as uploads would be), her education,
 * experience, skills (top ones marked) and other choices: one statement a table.
 */
export async function insertCandidateProfile(
  tx: Database,
  userId: number,
  store: FileStore | undefined,
  written: string[],
): Promise<void> {
  const profile = DEMO_CANDIDATE_PROFILE;
  const fileRows: (typeof files.$inferInsert)[] = [];
  const save = async (
    originalName: string,
    kind: 'avatar' | 'resume' | 'document',
    bytes: Uint8Array,
    extension: 'png' | 'pdf',
  ): Promise<string | null> => {
    if (!store) return null;
    const storedName = newStoredName(extension);
    written.push(storedName);
    await store.write(storedName, contentOf(bytes));
    fileRows.push({
      ownerId: userId,
      kind,
      storedName,
      originalName,
      contentType: extension === 'png' ? 'image/png' : 'application/pdf',
      size: bytes.byteLength,
    });
    return `/files/${storedName}`;
  };
  const [avatar, resume, document] = await Promise.all([
    save(DEMO_CANDIDATE_AVATAR, 'avatar', demoAvatarPng(), 'png'),
    profile.resume
      ? save(profile.resume.name, 'resume', await demoPdf(profile.resume.lines), 'pdf')
      : null,
    profile.document
      ? save(profile.document.name, 'document', await demoPdf(profile.document.lines), 'pdf')
      : null,
  ]);
  if (fileRows.length > 0) await tx.insert(files).values(fileRows);
  if (avatar) await tx.update(users).set({ avatar }).where(eq(users.id, userId));
  if (resume && profile.resume) {
    await tx
      .insert(resumes)
      .values({ userId, file: resume, originalName: profile.resume.name, active: true });
  }
  if (document && profile.document) {
    await tx
      .insert(supportingDocuments)
      .values({ userId, name: profile.document.label, file: document });
  }
  await tx.insert(educations).values(profile.educations.map((entry) => ({ userId, ...entry })));
  await tx.insert(experiences).values(profile.experiences.map((entry) => ({ userId, ...entry })));
  const top = new Set<number>(profile.topSkillIds);
  await tx.insert(userSkills).values(
    [...profile.skillIds, ...profile.softwareSkillIds].map((skillId) => ({
      userId,
      skillId,
      isTop: top.has(skillId),
    })),
  );
  await tx
    .insert(userQualifications)
    .values(profile.qualificationIds.map((qualificationId) => ({ userId, qualificationId })));
  await tx.insert(userOtherQualifications).values(
    profile.otherQualificationIds.map((otherQualificationId) => ({
      userId,
      otherQualificationId,
    })),
  );
  await tx
    .insert(userServices)
    .values(profile.serviceIds.map((serviceId) => ({ userId, serviceId })));
  await tx.insert(userGenres).values(profile.genreIds.map((genreId) => ({ userId, genreId })));
  await tx.insert(preferences).values(
    profile.preferences.map((entry) => ({
      userId,
      jobTypes: [...entry.jobTypes],
      genreIds: [...entry.genreIds],
      active: entry.active,
    })),
  );
}

/**
 * A small real PNG for the demo candidate's photo (160 × 160): a portrait silhouette, head
 * and shoulders, on a soft background, drawn here so the demo ships no binary.
 */
export function demoAvatarPng(size = 160): Buffer {
  const background: Rgb = [214, 228, 240];
  const figure: Rgb = [74, 104, 140];
  return pngOf(size, (x, y) => {
    const head = (x - size / 2) ** 2 + (y - size * 0.4) ** 2 <= (size * 0.19) ** 2;
    const shoulders =
      y >= size * 0.66 &&
      ((x - size / 2) / (size * 0.38)) ** 2 + ((y - size) / (size * 0.36)) ** 2 <= 1;
    return head || shoulders ? figure : background;
  });
}

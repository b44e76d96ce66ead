/**
 * The candidate's own profile: a fresh candidate goes from onboarding to Edit Profile and
 * builds a complete profile from nothing through Edit Profile and Manage CV (skills, an
 * experience and an education through their modals with Present, a CV upload with the
 * active one, a supporting document, what they look for), meeting each save rule's
 * message and asked before each delete; the demo candidate's complete profile; an employer
 * sent to their own 404 and refused by the API.
 */
import { expect, test, type Page } from './support/test';
import { messages } from '../../src/shared/messages';
import { accounts } from './support/accounts';
import { graphql, screenshot, sessionToken, signIn, submitLogin } from './support/app';
import { cvPdf } from './support/candidates';
import { registerThroughApi } from './support/new-account';
import {
  chooseMany,
  fieldMessage,
  fillCandidateOnboarding,
  optional,
  pageShot,
  toast,
  typeDate,
} from './support/registration';

const rules = messages.candidates.validation;
const edit = messages.candidates.editProfile;
const cv = messages.candidates.manageCv;

async function pdf(name: string) {
  return { name, mimeType: 'application/pdf', buffer: await cvPdf(name) };
}

async function openFromAccountMenu(page: Page, label: string, path: RegExp) {
  // Again if the click landed while the menu was still opening.
  await expect(async () => {
    if (!(await page.getByRole('menuitem', { name: label }).isVisible())) {
      await page.getByRole('button', { name: messages.nav.accountMenu }).click();
    }
    await page.getByRole('menuitem', { name: label }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Types a date and presses Enter, which also sends the modal's form. */
async function submitDate(page: Page, label: string, date: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(date);
  await input.press('Enter');
}

/** The region of a manage-cv section, by its heading. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title });

/** Confirms the delete the row's button asks about. */
async function confirmDelete(page: Page, buttonName: string, question: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const popover = page.locator('.ant-popover').filter({ hasText: question });
  await expect(popover).toBeVisible();
  await popover.getByRole('button', { name: cv.delete }).click();
}

test.describe('candidate profile (edit-profile, manage-cv)', () => {
  test('a new candidate builds a complete profile from nothing', async ({ page, request }) => {
    test.setTimeout(180_000);
    const candidate = await registerThroughApi(request, 'candidate', {
      label: 'candidate-profile',
    });
    await page.goto(
      `/candidate/login?redirectTo=${encodeURIComponent('/candidate/complete-profile')}`,
    );
    await submitLogin(page, candidate.email, candidate.password);
    await expect(page).toHaveURL(/\/candidate\/complete-profile$/);
    await fillCandidateOnboarding(page);
    await page.getByRole('button', { name: messages.onboardingPages.save }).click();

    // Onboarding continues on Edit Profile (brief, section 4).
    await expect(page).toHaveURL(/\/candidate\/edit-profile$/);
    await expect(page.getByRole('heading', { name: edit.title, level: 1 })).toBeVisible();
    const bio = page.getByLabel(edit.bio, { exact: true });
    await expect(bio).not.toHaveValue('');

    // Each of the brief's messages, nothing typed lost.
    await bio.fill('');
    await page.getByRole('button', { name: edit.save }).click();
    await expect(fieldMessage(page, rules.bioRequired)).toBeVisible();
    await expect(fieldMessage(page, rules.skillsMin)).toBeVisible();
    await bio.fill('x'.repeat(1001));
    await expect(page.getByText('1001 / 1000')).toBeVisible();
    await page.getByRole('button', { name: edit.save }).click();
    await expect(fieldMessage(page, rules.bioMax)).toBeVisible();
    const newBio =
      'Copywriter for charities and challenger brands, eight years in London agencies.';
    await bio.fill(newBio);
    await chooseMany(page, edit.skills, ['Marketing Strategy', 'Brand Management']);
    await page.getByRole('button', { name: edit.save }).click();
    await expect(fieldMessage(page, rules.skillsMin)).toBeVisible();
    await chooseMany(page, edit.skills, ['Campaign Planning']);
    await chooseMany(page, optional(edit.topSkills), ['Brand Management']);
    await pageShot(page, 'candidate-edit-profile');
    await page.getByRole('button', { name: edit.save }).click();
    await expect(toast(page, edit.saved)).toBeVisible();

    // Manage CV from the account menu: empty, and its save rules.
    await openFromAccountMenu(page, messages.candidates.nav.manageCv, /\/candidate\/manage-cv$/);
    await expect(page).toHaveURL(/\/candidate\/manage-cv$/);
    await expect(page.getByText(cv.noCvs)).toBeVisible();
    await expect(page.getByText(cv.noExperience)).toBeVisible();
    await page.getByRole('button', { name: cv.save, exact: true }).click();
    for (const message of [
      rules.resumeRequired,
      rules.experienceRequired,
      rules.jobTypeRequired,
      rules.workingHourRequired,
    ]) {
      await expect(fieldMessage(page, message)).toBeVisible();
    }
    await pageShot(page, 'candidate-manage-cv-empty');

    // The experience modal: its messages, Present disabling the end date.
    await page.getByRole('button', { name: cv.addExperience }).click();
    const modal = page.getByRole('dialog', { name: cv.addExperience });
    await modal.getByRole('button', { name: cv.saveItem }).click();
    await expect(modal.getByText(rules.fieldRequired, { exact: true })).toHaveCount(3);
    await modal.getByLabel(cv.title_, { exact: true }).fill('Senior Copywriter');
    await modal.getByLabel(cv.company, { exact: true }).fill('Northbank Retail Group');
    await modal.getByLabel(cv.description, { exact: true }).fill('Campaigns and the brand voice.');
    await typeDate(page, cv.from, '01/03/2019');
    await modal.getByRole('checkbox', { name: cv.present }).check();
    await expect(modal.getByLabel(cv.to, { exact: true })).toBeDisabled();
    await screenshot(page, 'candidate-manage-cv-experience-modal');
    await modal.getByRole('button', { name: cv.saveItem }).click();
    await expect(modal).toBeHidden();
    const experience = section(page, cv.experience);
    await expect(experience.getByText('Senior Copywriter · Northbank Retail Group')).toBeVisible();
    await expect(experience.getByText(/01\/03\/2019 – Present/)).toBeVisible();

    // A second one, with an end before its start refused, then deleted after asking.
    await page.getByRole('button', { name: cv.addExperience }).click();
    const second = page.getByRole('dialog', { name: cv.addExperience });
    await second.getByLabel(cv.title_, { exact: true }).fill('Copywriter');
    await second.getByLabel(cv.company, { exact: true }).fill('Fieldwork');
    await second.getByLabel(cv.description, { exact: true }).fill('Retail copy.');
    await typeDate(page, cv.from, '01/06/2018');
    await typeDate(page, cv.to, '01/01/2018');
    await second.getByRole('button', { name: cv.saveItem }).click();
    await expect(second.getByText(rules.dateOrder)).toBeVisible();
    // Enter in a date field sends the modal's form, as its Save button does.
    await submitDate(page, cv.to, '28/02/2019');
    await expect(second).toBeHidden();
    await expect(experience.getByText('Copywriter · Fieldwork')).toBeVisible();
    await confirmDelete(page, `${cv.delete} Copywriter · Fieldwork`, cv.confirmDeleteExperience);
    await expect(experience.getByText('Copywriter · Fieldwork')).toBeHidden();

    // Education, edited to Present and back.
    await page.getByRole('button', { name: cv.addEducation }).click();
    const school = page.getByRole('dialog', { name: cv.addEducation });
    await school.getByLabel(cv.school, { exact: true }).fill('University of Leeds');
    await school.getByLabel(cv.qualification, { exact: true }).fill('BA English Literature');
    await school.getByLabel(cv.description, { exact: true }).fill('First-class honours.');
    await typeDate(page, cv.from, '20/09/2010');
    await submitDate(page, cv.to, '30/06/2013');
    await expect(school).toBeHidden();
    const education = section(page, cv.education);
    await expect(education.getByText('BA English Literature · University of Leeds')).toBeVisible();

    // CVs: the newest is active; make the other active; delete one after asking.
    const cvs = section(page, cv.cvs);
    await page.getByLabel(cv.uploadCv, { exact: true }).setInputFiles(await pdf('first-cv.pdf'));
    await expect(cvs.getByText('first-cv.pdf')).toBeVisible();
    await page.getByLabel(cv.uploadCv, { exact: true }).setInputFiles(await pdf('second-cv.pdf'));
    await expect(cvs.getByRole('listitem').first()).toContainText('second-cv.pdf');
    await expect(cvs.getByRole('listitem').first()).toContainText(cv.active);
    await cvs
      .getByRole('listitem')
      .filter({ hasText: 'first-cv.pdf' })
      .getByRole('button', { name: cv.makeActive })
      .click();
    await expect(cvs.getByRole('listitem').first()).toContainText('first-cv.pdf');
    await expect(cvs.getByRole('listitem').first()).toContainText(cv.active);
    await confirmDelete(page, `${cv.delete} second-cv.pdf`, cv.confirmDeleteCv);
    await expect(cvs.getByText('second-cv.pdf')).toBeHidden();
    // A file that is not a document is refused with the brief's message.
    await page.getByLabel(cv.uploadCv, { exact: true }).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a CV'),
    });
    await expect(cvs.getByRole('alert')).toHaveText(messages.uploads.documentType);

    // A supporting document needs a name.
    const documents = section(page, cv.documents);
    await documents.getByRole('button', { name: cv.addDocument, exact: true }).click();
    await expect(fieldMessage(page, rules.documentNameRequired)).toBeVisible();
    await expect(fieldMessage(page, rules.fileRequired)).toBeVisible();
    // Then a valid submit goes through (after a refused one, antd's busy icon once stayed).
    await page.getByLabel(cv.documentName, { exact: true }).fill('Portfolio');
    await page
      .getByLabel(cv.documentFile, { exact: true })
      .setInputFiles(await pdf('portfolio.pdf'));
    await expect(documents.getByText('portfolio.pdf')).toBeVisible();
    await documents.getByRole('button', { name: cv.addDocument, exact: true }).click();
    await expect(documents.getByRole('link', { name: 'Portfolio' })).toBeVisible();

    // What they look for, then the save goes through; the CV's and experience's messages
    // went as soon as they were added.
    await expect(fieldMessage(page, rules.resumeRequired)).toBeHidden();
    await expect(fieldMessage(page, rules.experienceRequired)).toBeHidden();
    const looking = section(page, cv.considerations);
    await looking.getByRole('checkbox', { name: 'Freelance' }).check();
    await looking.getByRole('checkbox', { name: 'Full time' }).check();
    await page.getByRole('button', { name: cv.save, exact: true }).click();
    await expect(toast(page, cv.saved)).toBeVisible();
    await pageShot(page, 'candidate-manage-cv');

    // The server agrees the profile is complete.
    const answer = await graphql(
      request,
      '{ me { isProfileComplete { complete missing } } }',
      await sessionToken(page),
    );
    expect(answer.data).toEqual({ me: { isProfileComplete: { complete: true, missing: [] } } });

    // Kept after a reload.
    await page.reload();
    await expect(
      section(page, cv.experience).getByText('Senior Copywriter · Northbank Retail Group'),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Freelance' })).toBeChecked();
  });

  test('the demo candidate’s complete profile, from the account menu', async ({ page }) => {
    await signIn(page, accounts.candidate);
    await openFromAccountMenu(
      page,
      messages.candidates.nav.editProfile,
      /\/candidate\/edit-profile$/,
    );
    await expect(page).toHaveURL(/\/candidate\/edit-profile$/);
    await expect(page.getByLabel(edit.bio, { exact: true })).toHaveValue(
      /Brand and packaging designer/,
    );
    await pageShot(page, 'candidate-edit-profile-demo');
    await openFromAccountMenu(page, messages.candidates.nav.manageCv, /\/candidate\/manage-cv$/);
    const cvs = section(page, cv.cvs);
    await expect(cvs.getByRole('listitem').first()).toContainText('Amelia Hart CV.pdf');
    await expect(cvs.getByRole('listitem').first()).toContainText(cv.active);
    await expect(section(page, cv.experience).getByText(/Hart Studio/)).toBeVisible();
    await pageShot(page, 'candidate-manage-cv-demo');
    await page
      .getByRole('button', {
        name: `${cv.edit} Freelance Brand & Packaging Designer · Hart Studio`,
      })
      .click();
    const modal = page.getByRole('dialog', { name: cv.editExperience });
    await expect(modal.getByRole('checkbox', { name: cv.present })).toBeChecked();
    await expect(modal.getByLabel(cv.to, { exact: true })).toBeDisabled();
    await screenshot(page, 'candidate-manage-cv-edit-modal');
    await modal.getByRole('button', { name: cv.cancel }).click();
  });

  test('an employer has neither page, and the API refuses them', async ({ page, request }) => {
    await signIn(page, accounts.employer);
    await page.goto('/candidate/manage-cv');
    await expect(page.getByText(messages.common.pageNotFound)).toBeVisible();
    const answer = await graphql(
      request,
      'mutation { addExperience(input: { title: "x", company: "y", description: "z", from: "2020-01-01", present: true }) { id } }',
      await sessionToken(page),
    );
    expect(answer.errors?.[0]).toMatchObject({
      message: messages.candidates.candidateOnly,
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

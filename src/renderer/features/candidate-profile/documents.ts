import { graphql } from '../../gql';

/** What edit-profile and manage-cv read of the candidate's own profile. */
export const candidateProfileFragment = graphql(`
  fragment OwnCandidateProfile on User {
    id
    bio
    job_types
    working_hours
    industries {
      id
      name
    }
    skills {
      id
      name
      software
      is_top
    }
    qualifications {
      id
      name
    }
    otherQualifications {
      id
      name
    }
    services {
      id
      name
    }
    genres {
      id
      name
    }
    education {
      id
      school_name
      qualification
      description
      from
      to
    }
    experiences {
      id
      title
      company
      description
      from
      to
      years
    }
    resumes {
      id
      name
      fileUrl
      active
      created_at
    }
    supportingDocuments {
      id
      name
      fileUrl
      created_at
    }
    isProfileComplete {
      complete
      missing
    }
  }
`);

export const ownCandidateProfileQuery = graphql(`
  query OwnCandidateProfile {
    me {
      ...OwnCandidateProfile
    }
    industries {
      id
      name
    }
    services {
      id
      name
    }
    jobTypes {
      key
      name
    }
  }
`);

/** The options that depend on the chosen category experience. */
export const profileOptionsQuery = graphql(`
  query CandidateProfileOptions($industries: [ID!]!) {
    skills(industries: $industries) {
      id
      name
      software
    }
    qualifications(industries: $industries) {
      id
      name
    }
    otherQualifications(industries: $industries) {
      id
      name
    }
    genres(industries: $industries) {
      id
      name
    }
  }
`);

export const saveCandidateProfileMutation = graphql(`
  mutation SaveCandidateProfile($input: EditCandidateProfileInput!) {
    saveCandidateProfile(input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const saveManageCvMutation = graphql(`
  mutation SaveManageCv($input: ManageCvInput!) {
    saveManageCv(input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const addExperienceMutation = graphql(`
  mutation AddExperience($input: ExperienceInput!) {
    addExperience(input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const updateExperienceMutation = graphql(`
  mutation UpdateExperience($id: ID!, $input: ExperienceInput!) {
    updateExperience(id: $id, input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const deleteExperienceMutation = graphql(`
  mutation DeleteExperience($id: ID!) {
    deleteExperience(id: $id) {
      ...OwnCandidateProfile
    }
  }
`);

export const addEducationMutation = graphql(`
  mutation AddEducation($input: EducationInput!) {
    addEducation(input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const updateEducationMutation = graphql(`
  mutation UpdateEducation($id: ID!, $input: EducationInput!) {
    updateEducation(id: $id, input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const deleteEducationMutation = graphql(`
  mutation DeleteEducation($id: ID!) {
    deleteEducation(id: $id) {
      ...OwnCandidateProfile
    }
  }
`);

export const addResumeMutation = graphql(`
  mutation AddResume($file: ID!) {
    addResume(file: $file) {
      ...OwnCandidateProfile
    }
  }
`);

export const activateResumeMutation = graphql(`
  mutation ActivateResume($id: ID!) {
    activateResume(id: $id) {
      ...OwnCandidateProfile
    }
  }
`);

export const deleteResumeMutation = graphql(`
  mutation DeleteResume($id: ID!) {
    deleteResume(id: $id) {
      ...OwnCandidateProfile
    }
  }
`);

export const addSupportingDocumentMutation = graphql(`
  mutation AddSupportingDocument($input: AddSupportingDocumentInput!) {
    addSupportingDocument(input: $input) {
      ...OwnCandidateProfile
    }
  }
`);

export const deleteSupportingDocumentMutation = graphql(`
  mutation DeleteSupportingDocument($id: ID!) {
    deleteSupportingDocument(id: $id) {
      ...OwnCandidateProfile
    }
  }
`);

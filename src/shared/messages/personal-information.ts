/** The candidate's personal information (personal-information, edit-personal-information). */
export const personalInformationMessages = {
  personalInformation: {},
} as const;

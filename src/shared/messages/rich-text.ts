/**
 * The rich-text editor of post descriptions: its toolbar and link dialog (not in the brief,
 * which names only the field; the link's 'Url is not valid' is the brief's, in opportunities).
 */
export const richTextMessages = {
  richText: {
    toolbar: 'Text formatting',
    bold: 'Bold',
    italic: 'Italic',
    underline: 'Underline',
    heading: 'Heading',
    bulletList: 'Bulleted list',
    orderedList: 'Numbered list',
    link: 'Link',
    removeLink: 'Remove link',
    /** A toolbar button's tooltip: its name and its keyboard shortcut. */
    withShortcut: (name: string, keys: string) => `${name} (${keys})`,
    addLinkTitle: 'Add link',
    editLinkTitle: 'Edit link',
    linkAddress: 'Address',
    linkAddressHint: 'A web address (https://…) or an email address',
    applyLink: 'Apply',
    cancel: 'Cancel',
  },
} as const;

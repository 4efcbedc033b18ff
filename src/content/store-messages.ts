/** Every sentence of spec section 8 that the store shows, written once. */
export const storeMessages = {
  listFailed: 'Something went wrong. Please try again later.',
  detailForbidden:
    'Access forbidden. You are not authorized to view full details. You may purchase the script for access.',
  detailNotFound: 'Script not found. Please try again later.',
  detailFailed: 'Failed to fetch script details. Please try again later.',
  customSucceeded:
    'Your request to create a custom script has been received. Our support team will contact you shortly.',
  customFailed: 'Failed to submit custom script request. Please try again later.',
  loadingScripts: 'Getting your scripts ready',
  loadingDetails: 'Loading script details',
} as const;

/** The two outcomes of 'Contact Us Directly' (spec section 8). */
export const contactMessages = {
  succeeded:
    'Your information has been submitted and one of our team members will reach out to you shortly.',
  failed: 'There was an error submitting your information. Please try again later.',
} as const;

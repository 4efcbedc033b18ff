/** The words around every legal document: its band, its date line and its contents box. */
export const legalDocumentLabels = {
  eyebrow: 'Legal',
  updated: 'Last updated:',
  contents: 'Contents',
} as const;

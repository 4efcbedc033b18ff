/** The row a console call names, or its section's 404 when there is none. */
export const foundOr =
  (notFound: () => Error) =>
  <T>(row: T | null | undefined): T => {
    if (row === null || row === undefined) throw notFound();
    return row;
  };

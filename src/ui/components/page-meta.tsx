import { type MetaPath, pageMeta } from '../../content/page-meta';

/** The page's title and description; React places both in the document's head. */
export function PageMeta({ path }: { path: MetaPath }) {
  const { title, description } = pageMeta[path];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}

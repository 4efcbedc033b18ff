import { type MetaPath, pageMeta } from '../../content/page-meta';
import { useAnnouncePageReady } from '../app/page-ready';

/**
 * The page's title and description (React places both in the document's head). Every page
 * with a prerendered version renders it, so it also announces when that page is live.
 */
export function PageMeta({ path }: { path: MetaPath }) {
  useAnnouncePageReady();
  const { title, description } = pageMeta[path];
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}

import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { CodeBlock } from './code-block';
import { markdown as styles } from './markdown.styles';

/**
 * An assistant reply rendered by react-markdown into the theme's elements. Raw HTML in a reply
 * stays text (react-markdown never renders it without a plugin), and unsafe link targets are
 * dropped by its default URL filter. Loaded on its own, with the chat screen only.
 */
export default function MarkdownView({ source }: { source: string }) {
  return (
    <div className={styles.root}>
      <Markdown components={components}>{source}</Markdown>
    </div>
  );
}

/** A reply's headings sit under the page's: all are h3, in three sizes. */
const heading =
  (className: string) =>
  ({ children }: { children?: ReactNode }) => <h3 className={className}>{children}</h3>;

const components: Components = {
  p: ({ children }) => <p>{children}</p>,
  h1: heading(styles.h1),
  h2: heading(styles.h2),
  h3: heading(styles.h3),
  h4: heading(styles.h3),
  h5: heading(styles.h3),
  h6: heading(styles.h3),
  ul: ({ children }) => (
    // biome-ignore lint/a11y/noRedundantRoles: Chakra's list said it; a list style of none drops the role in Safari.
    <ul role="list" className={styles.bullets}>
      {children}
    </ul>
  ),
  ol: ({ children, start }) => (
    // biome-ignore lint/a11y/noRedundantRoles: as for the bullets.
    <ol role="list" className={styles.numbers} {...(start ? { start } : {})}>
      {children}
    </ol>
  ),
  li: ({ children }) => <li className={styles.item}>{children}</li>,
  blockquote: ({ children }) => <blockquote className={styles.quote}>{children}</blockquote>,
  hr: () => <hr className={styles.rule} />,
  a: ({ children, href }) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
      {children}
    </a>
  ),
  // A fenced block arrives as <pre><code>; the code renderer below draws the whole block.
  pre: ({ children }) => <>{children}</>,
  code: ({ className, children }) => {
    const text = String(children ?? '');
    const language = /language-([\w+#-]+)/.exec(className ?? '')?.[1];
    // Fenced code always ends with a line break; inline code never holds one.
    if (language || text.endsWith('\n')) {
      return <CodeBlock language={language ?? ''} code={text} />;
    }
    return <code className={styles.code}>{text}</code>;
  },
};

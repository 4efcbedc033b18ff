import { LuArrowLeft } from 'react-icons/lu';
import { Link as RouterLink } from 'wouter';
import { buttonClass } from '../components/kit/button';
import { cx } from '../public/islands/island-styles';
import { backLink as styles } from './back-link.styles';

/** A detail page's way back to its list, above its heading. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <div>
      <RouterLink
        href={`~${href}`}
        className={cx(buttonClass({ variant: 'ghost', size: 'sm' }), styles.link)}
      >
        <LuArrowLeft /> {label}
      </RouterLink>
    </div>
  );
}

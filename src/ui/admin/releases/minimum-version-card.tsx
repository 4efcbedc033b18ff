import { releasesConsole as texts } from '../../../content/admin/releases';
import { Button } from '../../components/kit/button';
import { releasesPage as styles } from './releases.styles';

/** The minimum supported version the licenses carry, and its control. */
export function MinimumVersionCard({
  minimumVersion,
  busy,
  onChange,
}: {
  minimumVersion: string | null;
  busy: boolean;
  onChange: () => void;
}) {
  return (
    <section className={styles.policy} aria-label={texts.minimumVersion.title}>
      <div className={styles.policyText} data-testid="minimum-version">
        <span className={styles.factLabel}>{texts.minimumVersion.title}</span>
        <span className={styles.policyValue}>{minimumVersion ?? texts.minimumVersion.none}</span>
        <span className={styles.muted}>{texts.minimumVersion.help}</span>
      </div>
      <Button
        size="sm"
        variant="outline"
        aria-label={texts.minimumVersion.changeLabel}
        disabled={busy}
        onClick={onChange}
      >
        {texts.minimumVersion.change}
      </Button>
    </section>
  );
}

import { LuKeyRound } from 'react-icons/lu';
import { passkeyTexts as texts } from '../../../../content/passkeys';
import type { Passkey } from '../../../../services/contract';
import { Badge } from '../../../components/kit/badge';
import { Button } from '../../../components/kit/button';
import { formatDateTime } from '../../../signed-in/format';
import { security as styles } from '../security.styles';

const when = (epochMs: number) => formatDateTime(new Date(epochMs).toISOString());

type PasskeyRowProps = {
  passkey: Passkey;
  /** A change is under way or a form is open: the row's buttons wait. */
  disabled: boolean;
  onRename: () => void;
  onRemove: () => void;
};

/** One passkey: its name, when it was added and last used, its rename and remove buttons. */
export function PasskeyRow({ passkey, disabled, onRename, onRemove }: PasskeyRowProps) {
  const used =
    passkey.lastUsedAt === null ? texts.neverUsed : texts.lastUsed(when(passkey.lastUsedAt));
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <LuKeyRound className={styles.rowIcon} aria-hidden="true" focusable="false" />
        <div className={styles.rowText}>
          <span className={styles.rowTitle}>
            <span>{passkey.name}</span>
            {passkey.synced ? <Badge>{texts.synced}</Badge> : null}
          </span>
          <span className={styles.muted}>
            {texts.created(when(passkey.createdAt))} · {used}
          </span>
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="outline"
          disabled={disabled}
          aria-label={texts.renameNamed(passkey.name)}
          onClick={onRename}
        >
          {texts.rename}
        </Button>
        <Button
          size="sm"
          variant="outline"
          palette="red"
          disabled={disabled}
          aria-label={texts.removeNamed(passkey.name)}
          onClick={onRemove}
        >
          {texts.remove}
        </Button>
      </div>
    </li>
  );
}

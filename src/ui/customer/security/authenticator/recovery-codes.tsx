import { useState } from 'react';
import { authenticatorTexts as texts } from '../../../../content/authenticator-app';
import { saveTextFile } from '../../../../services/account-security';
import { copyText } from '../../../../services/clipboard';
import { Button } from '../../../components/kit/button';
import { security } from '../security.styles';
import { authenticator as styles } from './authenticator.styles';

/** The recovery codes, shown once: copy, download as a text file, then done. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const text = `SignalHand recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>{texts.codesTitle}</h3>
      <p className={security.muted}>{texts.codesIntro}</p>
      <ul className={styles.codes} aria-label={texts.codesTitle}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className={security.actions}>
        <Button
          variant="outline"
          onClick={() => {
            copyText(text).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {texts.copy}
        </Button>
        <Button
          variant="outline"
          onClick={() => saveTextFile('signalhand-recovery-codes.txt', text)}
        >
          {texts.download}
        </Button>
        <Button palette="brand" onClick={onDone}>
          {texts.codesDone}
        </Button>
        <span role="status" className={security.muted}>
          {copied ? texts.copied : ''}
        </span>
      </div>
    </div>
  );
}

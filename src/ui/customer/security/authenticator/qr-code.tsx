import { useEffect, useState } from 'react';
import { authenticatorTexts as texts } from '../../../../content/authenticator-app';
import { authenticator as styles } from './authenticator.styles';

/**
 * The `otpauth://` address as a QR code, drawn in the browser by `qrcode` (loaded with the
 * set-up only): the key never goes to another server to be drawn.
 */
export function QrCode({ value }: { value: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qrcode) => qrcode.toDataURL(value, { margin: 1, width: 192 }))
      .then((url) => {
        if (current) setSrc(url);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [value]);
  return src ? (
    <img className={styles.qr} src={src} alt={texts.qrAlt} width={192} height={192} />
  ) : (
    <div className={styles.qr} />
  );
}

import type { ImgHTMLAttributes } from 'react';
import { cx } from '../public/islands/island-styles';
import { scriptImage as styles } from './script.styles';

type ScriptImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height'> & {
  src: string;
  /** Rounded and bordered, as on a script's page. */
  framed?: boolean;
};

/** A script's chart, drawn 400 by 240: the browser keeps its place before it loads. */
export function ScriptImage({ framed = false, className, alt, ...rest }: ScriptImageProps) {
  return (
    <img
      width={400}
      height={240}
      alt={alt}
      className={cx(styles.image, framed && styles.framed, className)}
      {...rest}
    />
  );
}

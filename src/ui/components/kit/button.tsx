import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { cx } from '../../public/islands/island-styles';
import { type ButtonSize, type ButtonVariant, buttonLook, buttonParts } from './button.styles';
import { type Palette, palette as paletteClass } from './palette.styles';

export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; palette?: Palette };

/** The classes of a button's look, for a link or a summary drawn as a button. */
export const buttonClass = ({
  variant = 'solid',
  size = 'md',
  palette = 'gray',
}: ButtonLook = {}) => cx(buttonLook[`${variant}-${size}`], paletteClass[palette]);

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** Busy: disabled, a spinner in place of the label (or beside `loadingText`). */
    loading?: boolean;
    loadingText?: ReactNode;
  };

/**
 * Chakra's Button without its runtime: the same recipe compiled to classes, the same markup
 * while loading (disabled, `data-loading`, a spinner over the label kept for its width).
 */
export function Button({
  variant,
  size,
  palette,
  loading = false,
  loadingText,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(buttonClass({ variant, size, palette }), className)}
      disabled={disabled || loading}
      data-loading={loading ? '' : undefined}
      aria-busy={loading || undefined}
      {...rest}
    >
      {!loading && children}
      {loading && loadingText !== undefined && (
        <>
          <span className={buttonParts.spinner} aria-hidden />
          {loadingText}
        </>
      )}
      {loading && loadingText === undefined && (
        <>
          <span className={buttonParts.centeredSpinner} aria-hidden>
            <span className={buttonParts.spinner} />
          </span>
          {/* Hidden from assistive tech too, as Chakra's hidden label is (where no style sheet applies, as in jsdom, the class alone would not). */}
          <span className={buttonParts.labelWhileLoading} aria-hidden>
            {children}
          </span>
        </>
      )}
    </button>
  );
}

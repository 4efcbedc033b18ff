import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { cx } from '../../public/islands/island-styles';
import { controls as styles } from './controls.styles';

/** Chakra's Input without its runtime. */
export function Input({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={cx(styles.input, className)} {...rest} />;
}

/** Chakra's Textarea without its runtime. */
export function Textarea({ className, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cx(styles.textarea, className)} {...rest} />;
}

/** Chakra's NativeSelect without its runtime: the select, and its chevron drawn over its end. */
export function Select({ className, ...rest }: SelectHTMLAttributes<HTMLSelectElement>) {
  const invalid = rest['aria-invalid'] === true || rest['aria-invalid'] === 'true';
  return (
    <div className={styles.selectRoot}>
      <select
        className={cx(styles.selectField, className)}
        data-invalid={invalid ? '' : undefined}
        {...rest}
      />
      <div className={styles.selectIndicator} data-invalid={invalid ? '' : undefined}>
        {/* Chakra's ChevronDownIcon. */}
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="m6 9 6 6 6-6" />
        </svg>
      </div>
    </div>
  );
}

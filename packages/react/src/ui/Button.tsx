import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` fills, `secondary` outlines, `text` looks like a link but stays a button. */
  variant?: 'primary' | 'secondary' | 'text';
}

/** The widget's button; `type` defaults to `button` so only submit buttons submit forms. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return (
    <button
      type={type}
      data-variant={variant}
      className={className ? `foyer-button ${className}` : 'foyer-button'}
      {...props}
    />
  );
}

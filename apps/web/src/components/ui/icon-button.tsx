import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Tooltip } from './tooltip';

/**
 * A button that is only an icon: its label is its accessible name and shows in the house
 * tooltip on hover and keyboard focus. The look is the caller's (`className`).
 */
export function IconButton({
  label,
  children,
  ...button
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> & {
  label: string;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label}>
      <button type="button" {...button} aria-label={label}>
        {children}
      </button>
    </Tooltip>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setTheme } from '@/lib/theme';
import { ThemeToggle } from '../theme-toggle';

describe('<ThemeToggle>', () => {
  beforeEach(() => setTheme('light'));

  it('cycles light → dark → romantic → spring → light, applied to <html> and stored', async () => {
    const user = userEvent.setup();
    render(<ThemeToggle />);
    const seen: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.click(screen.getByRole('button', { name: /^Giao diện:/ }));
      seen.push(document.documentElement.dataset.theme ?? '');
      expect(localStorage.getItem('theme')).toBe(seen[seen.length - 1]);
    }
    expect(seen).toEqual(['dark', 'romantic', 'spring', 'light']);
  });

  it('says which theme is on and which comes next', () => {
    setTheme('romantic');
    render(<ThemeToggle />);
    expect(screen.getByRole('button')).toHaveAccessibleName(
      'Giao diện: Lãng mạn. Chuyển sang Mùa xuân',
    );
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageText } from '../components/message-text';

describe('a message’s words', () => {
  it('makes addresses links that tell the other site nothing, without the sentence’s full stop', () => {
    render(
      <p>
        <MessageText text="Xem ở đây nhé: https://vi.wikipedia.org/wiki/Đà_Lạt. Và www.example.com!" />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://vi.wikipedia.org/wiki/Đà_Lạt',
      'https://www.example.com',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(screen.getByText(/Xem ở đây nhé:/)).toBeInTheDocument();
  });

  it('leaves words without an address as they are, markup included', () => {
    const { container } = render(
      <p>
        <MessageText text={'<b>anh</b> nhớ em\nnhiều'} />
      </p>,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toBe('<b>anh</b> nhớ em\nnhiều');
  });

  it('reads each line in its own direction, and shows no override that turns words around', () => {
    const { container } = render(
      <p>
        <MessageText text={'שלום, מה שלומך?\nHi\u202E gnp.exe\u202C!'} />
      </p>,
    );
    const words = container.querySelector('[dir="auto"]');
    expect(words).not.toBeNull();
    expect(words?.className).toContain('[unicode-bidi:plaintext]');
    expect(container.textContent).toBe('שלום, מה שלומך?\nHi gnp.exe!');
  });
});

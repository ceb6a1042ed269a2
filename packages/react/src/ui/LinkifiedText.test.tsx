import '../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkifiedText } from './LinkifiedText.tsx';

describe('LinkifiedText', () => {
  it('links each URL, leaving trailing punctuation in the sentence', () => {
    const { container } = render(
      <p>
        <LinkifiedText text="See https://a.example/x?y=1. Or (https://b.example/z)." />
      </p>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://a.example/x?y=1', 'https://b.example/z']);
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toBe('See https://a.example/x?y=1. Or (https://b.example/z).');
  });

  it('renders markup in a message as text, never as HTML', () => {
    const { container } = render(<LinkifiedText text={'<img src=x onerror="alert(1)"> javascript:alert(1)'} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> javascript:alert(1)');
  });
});

import '../testing/setup.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './FieldError.tsx';

describe('FieldError', () => {
  it('announces its message and names the input it describes', () => {
    render(<FieldError id="email-error" message="Email format is invalid." />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Email format is invalid.');
    expect(alert.id).toBe('email-error');
  });

  it('renders nothing without a message', () => {
    const { container } = render(<FieldError message={null} />);
    expect(container.innerHTML).toBe('');
  });

  it('is the only place a form error paragraph is written', () => {
    const src = join(__dirname, '..');
    const handWritten = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.tsx') && !path.endsWith('.test.tsx') && path !== join('ui', 'FieldError.tsx'))
      .filter((path) => readFileSync(join(src, path), 'utf8').includes('className="foyer-field-error" role="alert"'));
    expect(handWritten).toEqual([]);
  });
});

import '../testing/setup.ts';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDefaultStrings } from '../strings/index.ts';
import { passwordStrings } from '../strings/passwords.ts';
import { fakeClient } from '../testing/fakeClient.ts';
import { strengthAnswer } from '../testing/passwords.tsx';
import { WidgetShell } from '../widgets/WidgetShell.tsx';
import { StrengthMeter, type StrengthMeterProps, zxcvbnBar } from './StrengthMeter.tsx';

// The meter lives in the passwords chunk, whose loading adds these strings to the page's.
beforeAll(() => addDefaultStrings(passwordStrings));

function renderMeter(props: Partial<StrengthMeterProps>) {
  const { client } = fakeClient();
  render(
    <WidgetShell client={client} config={{}}>
      <StrengthMeter policy="zxcvbn" result={null} luds={null} errorMessage={null} {...props} />
    </WidgetShell>,
  );
}

const segments = () =>
  [...document.querySelectorAll('.foyer-strength-segment')].map((s) => s.getAttribute('data-state'));
const tone = () => document.querySelector('.foyer-strength-bar')?.getAttribute('data-tone');

describe('zxcvbnBar', () => {
  it.each([
    [0, 1, 'weak'],
    [1, 1, 'weak'],
    [2, 2, 'weak'],
    [3, 3, 'strong'],
    [4, 4, 'strong'],
  ])('score %i fills %i segment(s), %s', (score, filled, expectedTone) => {
    expect(zxcvbnBar(score)).toEqual({ filled, tone: expectedTone });
  });
});

describe('StrengthMeter', () => {
  it('draws nothing for zxcvbn before an answer', () => {
    renderMeter({});
    expect(document.querySelector('.foyer-strength-bar')).toBeNull();
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('zxcvbn: score 2 fills two red segments, speaks the score and shows the warning', () => {
    renderMeter({
      result: strengthAnswer({ score: 2, valid: false, warning: 'This is similar to a commonly used password.' }),
    });
    expect(segments()).toEqual(['filled', 'filled', 'empty', 'empty']);
    expect(tone()).toBe('weak');
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter.getAttribute('value')).toBe('2');
    expect(meter.getAttribute('max')).toBe('4');
    screen.getByText('This is similar to a commonly used password.');
  });

  it('zxcvbn: score 0 still fills one red segment; 3 fills three green', () => {
    renderMeter({ result: strengthAnswer({ score: 0, valid: false }) });
    expect(segments()).toEqual(['filled', 'empty', 'empty', 'empty']);
    expect(tone()).toBe('weak');
    document.body.innerHTML = '';
    renderMeter({ result: strengthAnswer({ score: 3 }) });
    expect(segments()).toEqual(['filled', 'filled', 'filled', 'empty']);
    expect(tone()).toBe('strong');
  });

  it('LUDS: both lines unmet before an answer, from the bootstrap numbers', () => {
    renderMeter({ policy: 'luds', luds: { minimumCount: 10, complexity: 3 } });
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['unmet', 'unmet']);
    expect(lines[0]?.textContent).toContain('Must be at least 10 characters long');
    expect(lines[1]?.textContent).toContain(
      'Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol',
    );
    expect(lines[0]?.textContent).toContain('(requirement not met)');
  });

  it('LUDS: each line follows the answer’s luds_requirements', () => {
    renderMeter({
      policy: 'luds',
      luds: { minimumCount: 10, complexity: 3 },
      result: strengthAnswer({ valid: false, luds: { missing_characters: 0, missing_complexity: 1 } }),
    });
    const lines = screen.getAllByRole('listitem');
    expect(lines.map((line) => line.getAttribute('data-state'))).toEqual(['met', 'unmet']);
    expect(lines[0]?.textContent).toContain('(requirement met)');
    expect(document.querySelector('.foyer-strength-bar')).toBeNull();
  });

  it('adds the breached sentence, and shows a failed check’s message', () => {
    renderMeter({
      result: strengthAnswer({ score: 0, valid: false, breached: true }),
      errorMessage: 'Invalid email address',
    });
    screen.getByText(
      'This password may have been used on a different site that experienced a security issue. Please choose another password.',
    );
    screen.getByText('Invalid email address');
  });
});

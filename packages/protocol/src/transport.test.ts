import { describe, expect, it } from 'vitest';
import { basicAuthorization, requestDeadline } from './transport.ts';

const aborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));

function decodeBasic(header: string): string {
  return Buffer.from(header.replace(/^Basic /, ''), 'base64').toString('utf8');
}

describe('basicAuthorization', () => {
  it('encodes any text as UTF-8, where btoa alone throws outside Latin-1', () => {
    expect(() => btoa('projet-été:clé-✓-密钥')).toThrow();
    expect(decodeBasic(basicAuthorization('projet-été', 'clé-✓-密钥'))).toBe('projet-été:clé-✓-密钥');
  });

  it('is plain base64 for ASCII, as every server reads it', () => {
    expect(basicAuthorization('project-test-1', 'secret')).toBe(`Basic ${btoa('project-test-1:secret')}`);
  });
});

describe('requestDeadline', () => {
  it('aborts when the time is up and says it was the timeout', async () => {
    const deadline = requestDeadline(20);
    expect(deadline.abortedBy()).toBeNull();
    await aborted(deadline.signal);
    expect(deadline.abortedBy()).toBe('timeout');
  });

  it('aborts when the caller aborts and says it was the caller', async () => {
    const caller = new AbortController();
    const deadline = requestDeadline(60_000, caller.signal);
    caller.abort();
    expect(deadline.signal.aborted).toBe(true);
    expect(deadline.abortedBy()).toBe('aborted');
  });

  it('works without AbortSignal.any and AbortSignal.timeout (older browsers)', async () => {
    const { any, timeout } = AbortSignal;
    try {
      Object.assign(AbortSignal, { any: undefined, timeout: undefined });
      const caller = new AbortController();
      const byCaller = requestDeadline(60_000, caller.signal);
      caller.abort();
      expect(byCaller.signal.aborted).toBe(true);
      expect(byCaller.abortedBy()).toBe('aborted');
      byCaller.dispose();

      const byTime = requestDeadline(20, new AbortController().signal);
      await aborted(byTime.signal);
      expect(byTime.abortedBy()).toBe('timeout');
      byTime.dispose();

      const early = new AbortController();
      early.abort();
      expect(requestDeadline(60_000, early.signal).signal.aborted).toBe(true);
    } finally {
      Object.assign(AbortSignal, { any, timeout });
    }
  });
});

/**
 * The downloaded recovery codes: a plain text file named for the site the user is on (the project
 * as they know it), e.g. `app.example.com-recovery-codes.txt`, with one code per line under a line
 * that says what they are.
 */
export function recoveryCodesFile(site: string, intro: string, codes: readonly string[]) {
  const safe = site.replace(/[^\w.-]+/g, '-').replace(/^-+|-+$/g, '') || 'foyer';
  return { name: `${safe}-recovery-codes.txt`, text: `${intro}\n\n${codes.join('\n')}\n` };
}

/** The name of the site the page is on, for the file. */
export function currentSite(): string {
  return globalThis.location?.hostname || 'foyer';
}

/** Saves text as a file through a temporary link (no server round trip, nothing left behind). */
export function downloadText(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the click's navigation has read it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

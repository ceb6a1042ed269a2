export interface LocaleReport {
  missing: string[];
  stale: string[];
}
export function catalogueReport(folder: string): Record<string, LocaleReport>;
export function formatReport(name: string, report: Record<string, LocaleReport>): string;
export function catalogueFolders(root: string): Record<string, string>;

export interface LadderViolation {
  /** The importing file, relative to the root, with `/` separators. */
  file: string;
  line: number;
  specifier: string;
  /** The top-level entries of the importing and the imported file. */
  from: string;
  to: string;
  reason: string;
}
export function topLevelName(root: string, path: string): string;
export function sourceFiles(root: string): string[];
export function relativeImports(text: string): { specifier: string; line: number }[];
export function checkImportLadder(options: { root: string; ladder: string[][] }): LadderViolation[];
export function formatViolation(violation: LadderViolation): string;
export function importGraph(root: string): { modules: number; edges: number; loops: string[][] };

export function repositoryFile(path: string): string;
export function readmeSnippets(heading: string, language: string, readme?: string): string[];
export function readmeSnippet(heading: string, language: string, readme?: string): string;
export function docSnippets(path: string, heading: string, language: string): string[];
export function docSnippet(path: string, heading: string, language: string): string;

export function readmeSnippets(heading: string, language: string, readme?: string): string[];
export function readmeSnippet(heading: string, language: string, readme?: string): string;

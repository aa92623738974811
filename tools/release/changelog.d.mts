// Types of changelog.mjs for the TypeScript tests.
export declare const KINDS: string[];
export declare function changelogProblems(text: string, pkg: { version: string; releaseDate: string }): string[];
export declare function releaseNotes(text: string, version: string): string | undefined;

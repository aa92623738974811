// Types of hang-guard.mjs for the TypeScript tests.
export declare const HANG_GUARD_MS: number;

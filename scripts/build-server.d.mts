// Types of build-server.mjs for its TypeScript callers (the benchmarks).
export const SERVER_OUTDIR: string;
export const SERVER_ENTRY: string;
export const SERVER_NODE_FLAGS: string[];
export const SERVER_SOURCES: string[];
export function buildServer(options?: { entry?: string; outdir?: string }): Promise<void>;

// Stand-in for the "server-only" marker package under Vitest (everything there runs on the server).
export {};

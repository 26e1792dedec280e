// A remote has no page of its own: the shell loads what it exposes (see webpack.config.mjs).
export {};

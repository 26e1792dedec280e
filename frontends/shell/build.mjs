// Placeholder build until the web-shell issue brings webpack Module Federation: copies the static page.
import { cpSync, rmSync } from 'node:fs';

const dist = new URL('./dist', import.meta.url);
rmSync(dist, { recursive: true, force: true });
cpSync(new URL('./public', import.meta.url), dist, { recursive: true });

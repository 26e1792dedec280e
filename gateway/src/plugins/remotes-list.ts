import { readFile, stat } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { remoteNames, type RemotesList } from '../config.js';

const remoteVersion = z.object({ entry: z.string().min(1), version: z.string().min(1) });
/** The remotes file: the remotes deployed on their own (deploy/README.md); the others stay as built with the shell. */
const remotesFile = z.partialRecord(z.enum(remoteNames), remoteVersion);

/**
 * The remotes list the shell gets, read from the remotes file whenever the file changes (a deploy writes it anew and
 * renames it into place: the next page or `/api/remotes` answers with the new version, without a restart). Without a
 * file, the remotes as built; a file that cannot be read or is not a remotes list keeps the last good list, logged.
 */
export function remotesList(built: RemotesList, file: string | undefined, log: FastifyBaseLogger): () => Promise<RemotesList> {
  let current = { stamp: '', list: built };
  return async () => {
    if (!file) return built;
    const info = await stat(file).catch(() => undefined);
    if (!info) return built;
    const stamp = `${info.ino}:${info.mtimeMs}:${info.size}`;
    if (stamp === current.stamp) return current.list;
    try {
      const deployed = remotesFile.parse(JSON.parse(await readFile(file, 'utf8')));
      current = { stamp, list: { ...built, ...deployed } };
    } catch (error) {
      current = { stamp, list: current.list };
      log.warn({ err: error, file }, 'remotes file unreadable: the remotes list stays as it was');
    }
    return current.list;
  };
}

import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { messages } from '@mb/contracts';
import { AppError, badRequest } from '../errors.js';

/** Lets a service take multipart uploads: one file, no other fields, at most `maxBytes` (its largest kind). */
export async function acceptUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(multipart, { limits: { files: 1, fields: 0, fileSize: maxBytes } });
}

/** The one file of a multipart upload, from the field the spec names (`image` or `video`), within `maxBytes`. */
export async function readUpload(request: FastifyRequest, field: 'image' | 'video', maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError(415, `${messages.fileMissing}: ${field}`);
  let bytes: Buffer;
  try {
    const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
    if (!file || file.fieldname !== field) throw badRequest(`${messages.fileMissing}: ${field}`);
    bytes = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.fileTooLarge);
    // Anything else here is a body that is not a well-formed multipart upload: the sender's to fix.
    throw badRequest(`${messages.fileMissing}: ${field}`);
  }
  if (bytes.length === 0) throw badRequest(`${messages.fileMissing}: ${field}`);
  return bytes;
}

// Uploaded media, shared by the services that take files (catalog's products, restaurant's dishes): reading the one
// file of a multipart upload within a size, checking what its bytes are, storing it and serving it back.
export * from './copy-media.js';
export * from './gridfs-storage.js';
export * from './local-disk-storage.js';
export * from './media-check.js';
export * from './media-storage.js';
export * from './open-media-storage.js';
export * from './read-upload.js';
export * from './serve-media.js';

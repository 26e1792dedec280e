import { ApiError, apiTimeoutMs, apiUrl, readAnswer, sessionHeaders } from '@mb/ui';

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress(percent: number): void;
  /** Shown when the server refuses without a message of its own. */
  fallback: string;
  /** Shown when the upload never reaches an answer (network failure, time-out). */
  networkFailure: string;
}

/**
 * A multipart upload of one file with progress (fetch cannot report upload progress): the same session headers,
 * cookies and answer rules as every other call (`apiRequest`). Videos are large, so the time-out is generous.
 */
export function uploadFile<T>(path: string, field: 'image' | 'video', file: File, options: UploadOptions): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.withCredentials = true;
    request.timeout = apiTimeoutMs * 30;
    request.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(sessionHeaders('POST'))) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      try {
        const ok = request.status >= 200 && request.status < 300;
        resolve(readAnswer<T>({ status: request.status, statusText: request.statusText, ok }, request.responseText, options.fallback));
      } catch (error) {
        reject(error);
      }
    };
    request.onerror = request.ontimeout = () => reject(new ApiError(options.networkFailure));
    const body = new FormData();
    body.append(field, file, file.name);
    request.send(body);
  });
}

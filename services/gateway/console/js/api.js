// The gateway's JSON API over fetch. Same-origin requests carry the session
// cookie; writes add the session's CSRF token. A 401 anywhere means the
// session ended: the app returns to the sign-in form.

import { emit } from './bus.js';

let csrfToken = '';

/** Remembers the CSRF token of the current session. */
export function setCsrf(token) {
  csrfToken = token || '';
}

/** An error answered by the gateway ({error, code, request_id}) or the network. */
export class ApiError extends Error {
  constructor(status, code, message, requestId) {
    super(message);
    this.status = status;
    this.code = code;
    this.requestId = requestId;
  }
}

/** What a user can do about an error code. */
export function hintFor(code) {
  switch (code) {
    case 'TURN_IN_PROGRESS': return 'An answer is still being written in this conversation: wait for it or press Stop.';
    case 'SERVICE_UNAVAILABLE': return 'A service is down or restarting. Retry in a moment.';
    case 'NETWORK': return 'The gateway could not be reached. Check the connection and retry.';
    case 'VALIDATION_ERROR': return 'Change the input and try again.';
    case 'FORBIDDEN': return 'Reload the page and sign in again.';
    case 'NOT_FOUND': return 'It may have been deleted, or it belongs to another user.';
    case 'shutdown': return 'The server restarted during this answer. Retry to ask again.';
    case 'stream_lost': return 'The connection to the answer was lost. Retry, or reload to see whether it finished.';
    default:
      if (code && code.startsWith('provider')) return 'The language model failed. Retry in a moment.';
      if (code && code.startsWith('tool')) return 'A tool failed. Retry, or rephrase the question.';
      return 'Retry; if it keeps failing, note the request id for the operator.';
  }
}

/** Calls the API; resolves with the parsed body (null for 204), rejects with ApiError. */
export async function api(method, path, body) {
  const headers = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && csrfToken) headers['X-CSRF-Token'] = csrfToken;
  let resp;
  try {
    resp = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch (e) {
    throw new ApiError(0, 'NETWORK', `network error: ${e.message}`, null);
  }
  const text = await resp.text();
  let data = null;
  if (text) {
    try { data = JSON.parse(text); } catch { data = { error: text }; }
  }
  if (!resp.ok) {
    const err = new ApiError(resp.status, data?.code || `HTTP_${resp.status}`, data?.error || resp.statusText, data?.request_id);
    if (resp.status === 401 && !path.startsWith('/v1/session')) emit('unauthorized', err);
    throw err;
  }
  return data;
}

export const get = (path) => api('GET', path);
export const post = (path, body = {}) => api('POST', path, body);
export const del = (path) => api('DELETE', path);

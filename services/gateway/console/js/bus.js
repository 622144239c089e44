// A process-wide event bus: views tell each other about changes (a title
// arrived, a conversation was created or deleted, the session ended) without
// importing each other.

const target = new EventTarget();

/** Emits `name` with `detail`. */
export function emit(name, detail) {
  target.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Calls `fn(detail)` on every `name`; returns an unsubscribe function. */
export function on(name, fn) {
  const listener = (e) => fn(e.detail);
  target.addEventListener(name, listener);
  return () => target.removeEventListener(name, listener);
}

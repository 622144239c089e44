// A turn's events over Server-Sent Events. The session cookie authenticates
// the EventSource (it cannot send headers). The first connection asks for
// the turn from its first event (`<turn>:0`), so a reload mid-turn replays
// what was already shown and continues; reconnections send Last-Event-ID
// (the browser does it), and the message ignores anything it already has,
// so text is never duplicated or lost. The stream is closed at `done` or
// `error`, or it would reconnect forever.

import { get } from './api.js';

const EVENTS = ['text_delta', 'tool_start', 'tool_end', 'data_block', 'title_update', 'superseded', 'done', 'error'];

/**
 * Streams turn `turnId` of conversation `conversationId` into `onEvent(name,
 * data, seq) → terminal?`. `onLost(reason)` is called when the stream cannot
 * continue (the session ended, or the gateway keeps refusing). Returns a
 * function that stops streaming.
 */
export function streamTurn(conversationId, turnId, onEvent, onLost) {
  let source;
  let stopped = false;
  let failures = 0;
  let lastId = `${turnId}:0`;

  const stop = () => {
    stopped = true;
    source?.close();
  };

  const open = () => {
    if (stopped) return;
    const url = `/v1/conversations/${encodeURIComponent(conversationId)}/events?last_event_id=${encodeURIComponent(lastId)}`;
    source = new EventSource(url, { withCredentials: true });
    source.addEventListener('open', () => { failures = 0; });
    for (const name of EVENTS) {
      source.addEventListener(name, (e) => {
        const [turn, seqText] = (e.lastEventId || '').split(':');
        if (turn !== turnId) return; // another turn of the same conversation
        lastId = e.lastEventId;
        let data;
        try { data = JSON.parse(e.data); } catch { return; }
        if (onEvent(name, data, Number(seqText))) stop();
      });
    }
    source.addEventListener('error', async () => {
      if (stopped || source.readyState !== EventSource.CLOSED) return; // the browser reconnects by itself
      // Closed for good (an HTTP error): find out whether the session ended.
      failures += 1;
      try {
        await get('/v1/session');
      } catch (err) {
        if (err.status === 401) { stop(); onLost('unauthorized'); return; }
      }
      if (failures > 5) { stop(); onLost('stream_lost'); return; }
      setTimeout(open, Math.min(8000, 250 * 2 ** failures));
    });
  };
  open();
  return stop;
}

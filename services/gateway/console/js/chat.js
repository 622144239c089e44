// A conversation: its messages, the prompt box and the running turn.
//
// - Enter sends, Shift+Enter makes a new line, Escape stops a running turn.
// - While a turn streams the Send button becomes Stop, which cancels the turn
//   on the server (the turn then ends with `done`, cancelled).
// - The view follows new text while the reader is at the bottom and stops
//   following when they scroll up ("Jump to latest" brings them back).
// - Opening a conversation whose turn is still running (a reload) replays
//   that turn from its first event and continues live.

import { h, replace, announce } from './dom.js';
import { get, post, del, hintFor } from './api.js';
import { emit } from './bus.js';
import { int, usd } from './format.js';
import { AssistantMessage, userMessage } from './message.js';
import { streamTurn } from './stream.js';

const MAX_CHARS = 10000;

export class ChatView {
  constructor(root, conversationId) {
    this.root = root;
    this.id = conversationId;
    this.stick = true;
    this.running = null; // {turnId, message, stop}
    this.stopFns = [];
  }

  /** Stops streaming (leaving the view). */
  dispose() {
    this.disposed = true;
    this.running?.stop?.();
    for (const f of this.stopFns) f();
  }

  async load() {
    replace(this.root, h('p', { class: 'muted' }, 'Loading conversation…'));
    let conv;
    let messages = [];
    try {
      conv = await get(`/v1/conversations/${encodeURIComponent(this.id)}`);
      let cursor = null;
      for (let i = 0; i < 10; i += 1) {
        const qs = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
        const page = await get(`/v1/conversations/${encodeURIComponent(this.id)}/messages?limit=500${qs}`);
        messages = messages.concat(page.items);
        cursor = page.next_cursor;
        if (!cursor) break;
      }
    } catch (e) {
      if (this.disposed) return;
      const text = e.status === 404 ? 'Conversation not found.' : `Cannot open this conversation: ${e.message}`;
      replace(this.root, h('div', { class: 'empty', role: 'alert', id: 'chat-missing' },
        h('h2', {}, text), h('p', { class: 'hint' }, hintFor(e.code))));
      return;
    }
    // Left while loading: another view owns the page now.
    if (this.disposed) return;
    this.conv = conv;
    emit('conversation-active', conv.id);
    this.build();
    for (const m of messages) {
      if (m.role === 'user') this.list.append(userMessage(m.content, { turnId: m.turn_id }));
      else this.list.append(this.assistant(m.turn_id, m.content).fromStored(m).el);
    }
    this.lastUserText = [...messages].reverse().find((m) => m.role === 'user')?.content;
    const answered = new Set(messages.filter((m) => m.role === 'assistant').map((m) => m.turn_id));
    if (conv.active_turn_id && !answered.has(conv.active_turn_id)) this.follow(conv.active_turn_id);
    this.scrollToEnd();
    this.input.focus();
  }

  build() {
    const c = this.conv;
    this.title = h('h2', { class: 'chat-title', id: 'chat-title' }, c.title);
    this.usage = h('span', { class: 'conv-usage', title: 'Tokens and cost of this conversation' });
    this.renderUsage();
    const confirm = h('button', { type: 'button', class: 'danger small', hidden: true, onclick: () => this.remove() }, 'Delete for good');
    const delBtn = h('button', { type: 'button', class: 'small', 'aria-label': 'Delete conversation',
      onclick: () => { confirm.hidden = !confirm.hidden; if (!confirm.hidden) confirm.focus(); } }, 'Delete');
    this.list = h('div', { class: 'messages', role: 'log', 'aria-label': 'Messages', tabindex: '0' });
    this.list.addEventListener('scroll', () => {
      if (this.atBottom(40)) {
        this.stick = true;
        this.jump.hidden = true;
      } else if (this.movedUp()) {
        this.stick = false;
      }
    });
    this.jump = h('button', { type: 'button', class: 'jump', hidden: true, onclick: () => { this.stick = true; this.scrollToEnd(); } }, 'Jump to latest ↓');
    this.input = h('textarea', { id: 'prompt', rows: '3', maxlength: String(MAX_CHARS), placeholder: `Ask about ${c.instrument}… (Enter sends, Shift+Enter for a new line)` });
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) { e.preventDefault(); this.submit(); }
      if (e.key === 'Escape' && this.running) { e.preventDefault(); this.stop(); }
    });
    this.sendBtn = h('button', { type: 'submit', class: 'primary', id: 'send' }, 'Send');
    this.stopBtn = h('button', { type: 'button', class: 'danger', id: 'stop', hidden: true, onclick: () => this.stop() }, 'Stop');
    this.formError = h('div', { class: 'form-error', role: 'alert' });
    const form = h('form', { class: 'composer', onsubmit: (e) => { e.preventDefault(); this.submit(); } },
      h('label', { for: 'prompt', class: 'sr-only' }, 'Message'),
      this.input, h('div', { class: 'composer-actions' }, this.sendBtn, this.stopBtn));
    replace(this.root,
      h('header', { class: 'chat-head' },
        h('div', {}, this.title, h('p', { class: 'chat-meta' }, h('span', { class: 'badge' }, c.instrument), ' ', this.usage)),
        h('div', { class: 'chat-actions' }, delBtn, confirm)),
      this.list, this.jump, this.formError, form);
  }

  renderUsage() {
    const u = this.conv.usage || {};
    const tokens = (u.input_tokens || 0) + (u.output_tokens || 0);
    const n = u.message_count || 0;
    this.usage.textContent = `${int(n)} ${n === 1 ? 'answer' : 'answers'} · ${int(tokens)} tokens · ${usd(u.total_cost)}`;
  }

  assistant(turnId) {
    return new AssistantMessage({
      turnId,
      instrument: this.conv.instrument,
      onGrow: () => this.grew(),
      onRetry: () => { if (this.lastUserText && !this.running) this.send(this.lastUserText); },
      onTitle: (title) => {
        this.conv.title = title;
        this.title.textContent = title;
        emit('title', { conversationId: this.id, title });
      },
      onFirstToken: () => {
        if (this.sentAt !== undefined && this.sentTurn === turnId) {
          performance.measure('barb:ttft', { start: this.sentAt, end: performance.now(), detail: { turnId } });
        }
      },
    });
  }

  /** True when the list shows its end (within `slack` pixels). */
  atBottom(slack) {
    const l = this.list;
    return l.scrollTop + l.clientHeight >= l.scrollHeight - slack;
  }

  /** True when the reader scrolled up since the view last followed the text.
   * Checked on every growth, not only in the (later) scroll event, so a
   * render cannot snap the view back before that event reports the scroll. */
  movedUp() {
    return this.autoTop !== undefined && this.list.scrollTop + 2 < this.autoTop && !this.atBottom(2);
  }

  grew() {
    if (this.stick && this.movedUp()) this.stick = false;
    if (this.stick) this.scrollToEnd();
    else this.jump.hidden = false;
  }

  scrollToEnd() {
    this.list.scrollTop = this.list.scrollHeight;
    this.autoTop = this.list.scrollTop;
  }

  submit() {
    const text = this.input.value;
    if (!text.trim() || this.running) return;
    this.input.value = '';
    this.send(text);
  }

  async send(text) {
    this.formError.textContent = '';
    this.lastUserText = text;
    this.sentAt = performance.now();
    const mine = userMessage(text, { pending: 'true' });
    this.list.append(mine);
    this.stick = true;
    this.scrollToEnd();
    this.setRunning(true);
    let accepted;
    try {
      accepted = await post(`/v1/conversations/${encodeURIComponent(this.id)}/messages`, { message: text });
    } catch (e) {
      this.setRunning(false);
      mine.dataset.pending = 'failed';
      const retry = h('button', { type: 'button', class: 'small', onclick: () => { mine.remove(); this.send(text); } }, 'Retry');
      replace(this.formError, h('div', { class: 'error' }, h('strong', {}, e.code), ' ', e.message, h('p', { class: 'hint' }, hintFor(e.code)), retry));
      return;
    }
    delete mine.dataset.pending;
    mine.dataset.turnId = accepted.turn_id;
    this.sentTurn = accepted.turn_id;
    emit('conversation-touched', this.conv);
    this.follow(accepted.turn_id);
  }

  /** Shows turn `turnId` streaming from its first event. */
  follow(turnId) {
    const message = this.assistant(turnId);
    this.list.append(message.el);
    this.setRunning(true);
    const stop = streamTurn(this.id, turnId, (name, data, seq) => {
      const ended = message.apply(name, data, seq);
      if (ended) this.ended(message, data.usage);
      return ended;
    }, (reason) => {
      if (reason === 'unauthorized') { emit('unauthorized'); return; }
      message.finish('error');
      message.showError(reason, 'The answer stream was lost.');
      this.setRunning(false);
    });
    this.running = { turnId, message, stop };
    this.grew();
  }

  async ended(message, usage) {
    this.setRunning(false);
    announce(message.state === 'cancelled' ? 'Answer stopped' : message.state === 'error' ? 'The answer failed' : 'Answer complete');
    // The answer is persisted a moment after its last event: count it now, and
    // take the server's totals once they include it.
    const local = { ...this.conv.usage };
    if (usage) {
      for (const k of ['input_tokens', 'output_tokens', 'cache_read_tokens', 'cache_write_tokens']) local[k] = (local[k] || 0) + (usage[k] || 0);
      local.total_cost = (local.total_cost || 0) + (usage.cost_usd || 0);
      local.message_count = (local.message_count || 0) + 1;
      this.conv.usage = local;
      this.renderUsage();
    }
    try {
      const fresh = await get(`/v1/conversations/${encodeURIComponent(this.id)}`);
      if ((fresh.usage?.message_count || 0) >= (local.message_count || 0)) {
        this.conv = fresh;
        this.renderUsage();
      }
      emit('conversation-touched', this.conv);
    } catch { /* usage refreshes when the conversation is opened again */ }
  }

  setRunning(on) {
    if (!on) this.running = null;
    this.sendBtn.hidden = on;
    this.stopBtn.hidden = !on;
    this.stopBtn.disabled = false;
    this.stopBtn.textContent = 'Stop';
    this.input.setAttribute('aria-describedby', on ? 'stop' : '');
  }

  async stop() {
    const run = this.running;
    if (!run) return;
    this.stopBtn.disabled = true;
    this.stopBtn.textContent = 'Stopping…';
    try {
      await post(`/v1/turns/${encodeURIComponent(run.turnId)}/cancel`, {});
    } catch (e) {
      this.stopBtn.disabled = false;
      this.stopBtn.textContent = 'Stop';
      replace(this.formError, h('div', { class: 'error' }, h('strong', {}, e.code), ' Cannot stop: ', e.message));
    }
  }

  async remove() {
    try {
      await del(`/v1/conversations/${encodeURIComponent(this.id)}`);
    } catch (e) {
      replace(this.formError, h('div', { class: 'error' }, h('strong', {}, e.code), ' Cannot delete: ', e.message));
      return;
    }
    this.dispose();
    emit('conversation-deleted', this.id);
    location.hash = '#/';
  }
}

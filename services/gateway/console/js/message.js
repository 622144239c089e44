// One message in the chat. An assistant message is built either from a
// stored message or live from its turn's events; while it streams only this
// message re-renders (once per animation frame), and only the text segment
// that changed is parsed again: cards already drawn (charts) are kept.

import { h, replace } from './dom.js';
import { int, usd } from './format.js';
import { renderMarkdown } from './markdown.js';
import { renderBlock } from './blocks/index.js';
import { ToolCard } from './tools.js';
import { hintFor } from './api.js';

const MARKER = /\{\{data:(\d+)\}\}/g;

/** A user message. */
export function userMessage(text, extra = {}) {
  return h('article', { class: 'msg user', 'aria-label': 'You', dataset: extra },
    h('div', { class: 'bubble' }, text));
}

/** Splits an answer into text and block segments. */
export function segments(text) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    out.push({ kind: 'block', index: Number(m[1]) });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out.filter((s) => s.kind === 'block' || s.text.trim() !== '');
}

/** An assistant message. `opts`: {turnId, instrument, onRetry, onGrow, onTitle, onFirstToken}. */
export class AssistantMessage {
  constructor(opts) {
    this.opts = opts;
    this.text = '';
    this.blocks = [];
    this.cards = new Map();
    this.tools = new Map();
    this.segNodes = [];
    this.lastSeq = 0;
    this.frame = 0;
    this.sawText = false;
    this.toolBox = h('div', { class: 'tools' });
    this.answer = h('div', { class: 'answer' });
    this.footer = h('footer', { class: 'msg-foot' });
    this.el = h('article', { class: 'msg assistant', 'aria-label': 'Barb', dataset: { turnId: opts.turnId, state: 'streaming' }, 'aria-busy': 'true' },
      this.toolBox, this.answer, this.footer);
  }

  get state() {
    return this.el.dataset.state;
  }

  /** Fills the message from a stored message. */
  fromStored(m) {
    this.text = m.content || '';
    this.blocks = Array.isArray(m.data) ? m.data : [];
    for (const c of m.tool_calls || []) this.toolCard(c).update({ ...c, done: true });
    this.finish(m.status === 'cancelled' ? 'cancelled' : m.status === 'error' ? 'error' : 'complete', m);
    if (m.status === 'error') this.showError(m.error?.code || 'error', m.error?.message || 'The answer failed.');
    this.render();
    return this;
  }

  toolCard(call) {
    let card = this.tools.get(call.call_id);
    if (!card) {
      card = new ToolCard(call);
      this.tools.set(call.call_id, card);
      this.toolBox.append(card.el);
    }
    return card;
  }

  /** Applies one chat event; returns true when it ended the turn. Repeats (seq ≤ last) are ignored. */
  apply(name, data, seq) {
    if (seq && seq <= this.lastSeq) return false;
    if (seq) this.lastSeq = seq;
    switch (name) {
      case 'text_delta':
        if (data.reset) this.text = this.blocks.map((_, i) => `{{data:${i}}}\n\n`).join('');
        this.text += data.delta || '';
        if (data.delta && !this.sawText) {
          this.sawText = true;
          this.firstToken = true;
        }
        this.schedule();
        return false;
      case 'tool_start':
        this.toolCard(data).update({ input: data.input });
        this.opts.onGrow?.();
        return false;
      case 'tool_end':
        this.toolCard(data).update({ duration_ms: data.duration_ms, error: data.error, done: true });
        return false;
      case 'data_block':
        this.blocks[data.index] = data.block;
        if (this.text && !this.text.endsWith('\n\n')) this.text += '\n\n';
        this.text += `{{data:${data.index}}}\n\n`;
        this.schedule();
        return false;
      case 'title_update':
        this.opts.onTitle?.(data.title);
        return false;
      case 'done':
        this.text = data.answer || '';
        this.blocks = Array.isArray(data.data) ? data.data : this.blocks;
        for (const c of data.tool_calls || []) this.toolCard(c).update({ ...c, done: true });
        this.finish(data.cancelled ? 'cancelled' : 'complete', data);
        this.render();
        return true;
      case 'error':
        if (data.partial_answer) this.text = data.partial_answer;
        this.finish('error', data);
        this.showError(data.code, data.error);
        this.render();
        return true;
      default:
        return false;
    }
  }

  schedule() {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.render();
    });
  }

  /** Re-renders the answer, reusing unchanged segments and every card. */
  render() {
    const segs = segments(this.text);
    const nodes = segs.map((s, i) => {
      const prev = this.segNodes[i];
      if (s.kind === 'text') {
        if (prev && prev.kind === 'text' && prev.text === s.text) return prev;
        const node = h('div', { class: 'md' });
        node.append(renderMarkdown(s.text));
        return { ...s, node };
      }
      let card = this.cards.get(s.index);
      const block = this.blocks[s.index];
      if (!card && block) {
        card = renderBlock(block, { instrument: this.opts.instrument });
        this.cards.set(s.index, card);
      }
      return { ...s, node: card || h('div', { class: 'card pending' }, 'Loading result…') };
    });
    const changed = nodes.length !== this.segNodes.length || nodes.some((n, i) => n.node !== this.segNodes[i]?.node);
    if (changed) this.answer.replaceChildren(...nodes.map((n) => n.node));
    this.segNodes = nodes;
    if (this.firstToken) {
      this.firstToken = false;
      performance.mark(`barb:first-token:${this.opts.turnId}`);
      this.opts.onFirstToken?.();
    }
    this.opts.onGrow?.();
  }

  finish(state, data) {
    this.el.dataset.state = state;
    this.el.removeAttribute('aria-busy');
    const parts = [];
    if (state === 'cancelled') parts.push(h('span', { class: 'badge warn' }, 'Stopped'));
    const g = data?.grounding;
    if (g && typeof g === 'object') {
      const unsupported = Array.isArray(g.unsupported) ? g.unsupported : [];
      if (g.grounded) parts.push(h('span', { class: 'badge ok', title: 'Every number in the answer was found in the tool results' }, '✓ Numbers verified'));
      else parts.push(h('span', { class: 'badge warn', title: 'Numbers not found in any tool result' }, `⚠ Unsupported: ${unsupported.join(', ') || 'some numbers'}`));
      if (g.rewritten) parts.push(h('span', { class: 'badge' }, 'rewritten after check'));
    }
    const u = data?.usage;
    if (u && typeof u === 'object') {
      const cached = (u.cache_read_tokens || 0) + (u.cache_write_tokens || 0);
      parts.push(h('span', { class: 'usage', title: 'Tokens and cost of this answer' },
        `${int(u.input_tokens)} in · ${int(u.output_tokens)} out${cached ? ` · ${int(cached)} cached` : ''} · ${usd(u.cost_usd)}`));
    }
    replace(this.footer, parts);
  }

  showError(code, message) {
    const retry = this.opts.onRetry
      ? h('button', { type: 'button', class: 'small', onclick: () => this.opts.onRetry() }, 'Retry')
      : null;
    this.footer.prepend(h('div', { class: 'error', role: 'alert' },
      h('strong', {}, code || 'error'), ' ', message || '',
      h('p', { class: 'hint' }, hintFor(code)), retry));
  }
}

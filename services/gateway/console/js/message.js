// One message in the chat. An assistant message is built either from a
// stored message or live from its turn's events; while it streams only this
// message re-renders (once per animation frame), and only the text segment
// that changed is parsed again: cards already drawn (charts) are kept.
//
// Live, the answer is kept as the events built it: pieces of text and cards,
// each with the seq of its event, composed into text with `{{data:K}}`
// markers exactly as the orchestrator composes its answer. That is what
// `superseded` needs: it voids what came after `after_seq` (the text becomes
// its `text`; later cards and tool calls go; tool ends after it are undone),
// the rule `barb_common::transcript` applies when the gateway stores a turn,
// so the page never shows voided text and what it shows at the end is what
// is stored. Numbers bound to a tool result's cell (`bindings` of `done` and
// of the stored message) link to that cell (bound.js).

import { h, replace } from './dom.js';
import { int, usd } from './format.js';
import { renderMarkdown } from './markdown.js';
import { renderBlock } from './blocks/index.js';
import { ToolCard } from './tools.js';
import { hintFor } from './api.js';
import { annotate, boundButton, describe, link, openAround } from './bound.js';

const MARKER = /\{\{data:(\d+)\}\}/g;
const HIGHLIGHT_MS = 2500;

/** A user message. */
export function userMessage(text, extra = {}) {
  return h('article', { class: 'msg user', 'aria-label': 'You', dataset: extra },
    h('div', { class: 'bubble' }, text));
}

/** Splits an answer into text segments (with their offset) and block segments. */
export function segments(text) {
  const out = [];
  let last = 0;
  for (const m of text.matchAll(MARKER)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index), start: last });
    out.push({ kind: 'block', index: Number(m[1]) });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last), start: last });
  return out.filter((s) => s.kind === 'block' || s.text.trim() !== '');
}

/**
 * The answer text of `pieces` ({seq, kind: 'text', text} | {seq, kind:
 * 'card', index}): text appended, each card as its marker on its own
 * paragraph, as the orchestrator writes its answer.
 */
export function compose(pieces) {
  let out = '';
  for (const p of pieces) {
    if (p.kind === 'text') {
      out += p.text;
    } else {
      if (out && !out.endsWith('\n\n')) out += '\n\n';
      out += `{{data:${p.index}}}\n\n`;
    }
  }
  return out;
}

/** An assistant message. `opts`: {turnId, instrument, onRetry, onGrow, onTitle, onFirstToken}. */
export class AssistantMessage {
  constructor(opts) {
    this.opts = opts;
    this.text = '';
    this.pieces = [];
    this.blocks = [];
    this.bindings = [];
    this.cards = new Map();
    this.tools = new Map();
    this.lit = new Set();
    this.segNodes = [];
    this.lastSeq = 0;
    this.frame = 0;
    this.sawText = false;
    this.toolBox = h('div', { class: 'tools' });
    this.answer = h('div', { class: 'answer' });
    this.footer = h('footer', { class: 'msg-foot' });
    this.el = h('article', { class: 'msg assistant', 'aria-label': 'Barb', dataset: { turnId: opts.turnId, state: 'streaming' }, 'aria-busy': 'true' },
      this.toolBox, this.answer, this.footer);
    const bound = (e) => e.target.closest?.('button.bound');
    this.answer.addEventListener('click', (e) => { const b = bound(e); if (b) this.reveal(Number(b.dataset.binding)); });
    // The pointer and the keyboard focus each light their number's source.
    this.pointed = { hover: null, focus: null };
    for (const [name, by, on] of [['mouseover', 'hover', true], ['mouseout', 'hover', false], ['focusin', 'focus', true], ['focusout', 'focus', false]]) {
      this.answer.addEventListener(name, (e) => { const b = bound(e); if (b) this.peek(by, on ? Number(b.dataset.binding) : null); });
    }
  }

  get state() {
    return this.el.dataset.state;
  }

  /** Fills the message from a stored message. */
  fromStored(m) {
    this.pieces = null;
    this.text = m.content || '';
    this.blocks = Array.isArray(m.data) ? m.data : [];
    this.bindings = Array.isArray(m.bindings) ? m.bindings : [];
    for (const c of m.tool_calls || []) this.toolCard(c).update({ ...c, done: true });
    this.finish(m.status === 'cancelled' ? 'cancelled' : m.status === 'error' ? 'error' : 'complete', m);
    if (m.status === 'error') this.showError(m.error?.code || 'error', m.error?.message || 'The answer failed.');
    this.render();
    return this;
  }

  toolCard(call, seq = 0) {
    let card = this.tools.get(call.call_id);
    if (!card) {
      card = new ToolCard(call);
      card.startSeq = seq;
      card.endSeq = 0;
      this.tools.set(call.call_id, card);
      this.toolBox.append(card.el);
    }
    return card;
  }

  /** Recomposes the live text from its pieces. */
  recompose() {
    if (this.pieces) this.text = compose(this.pieces);
    this.schedule();
  }

  /** Drops the card of block `index` (voided, or replaced by a new one). */
  dropCard(index) {
    this.pieces = this.pieces.filter((p) => !(p.kind === 'card' && p.index === index));
    delete this.blocks[index];
    this.cards.delete(index);
  }

  /** `superseded`: everything after `after_seq` is void (see barb.chat.v1.Superseded). */
  supersede(data) {
    const after = Number(data.after_seq) || 0;
    const standing = this.pieces.filter((p) => p.seq <= after);
    const standingText = standing.filter((p) => p.kind === 'text').map((p) => p.text).join('');
    for (const p of this.pieces) if (p.kind === 'card' && p.seq > after) this.dropCard(p.index);
    // The pieces up to the checkpoint hold exactly `text` when every event
    // was seen (the stream starts at the turn's first event); otherwise the
    // announced text stands, with the standing cards after it as stored.
    const text = typeof data.text === 'string' ? data.text : standingText;
    this.pieces = standingText === text
      ? standing
      : [{ seq: after, kind: 'text', text }, ...standing.filter((p) => p.kind === 'card')];
    for (const [id, card] of this.tools) {
      if (card.startSeq > after) {
        card.el.remove();
        this.tools.delete(id);
      } else if (card.endSeq > after) {
        card.endSeq = 0;
        card.update({ done: false, duration_ms: undefined, error: undefined, output: undefined });
      }
    }
    this.el.dataset.superseded = String((Number(this.el.dataset.superseded) || 0) + 1);
    this.recompose();
  }

  /** Applies one chat event; returns true when it ended the turn. Repeats (seq ≤ last) are ignored. */
  apply(name, data, seq) {
    if (seq && seq <= this.lastSeq) return false;
    if (seq) this.lastSeq = seq;
    if (!this.pieces) this.pieces = [];
    switch (name) {
      case 'text_delta':
        // A rewrite starts again after the cards (their markers first).
        if (data.reset) this.pieces = this.pieces.filter((p) => p.kind === 'card');
        if (data.delta) this.pieces.push({ seq, kind: 'text', text: data.delta });
        if (data.delta && !this.sawText) {
          this.sawText = true;
          this.firstToken = true;
        }
        this.recompose();
        return false;
      case 'tool_start':
        this.toolCard(data, seq).update({ input: data.input });
        this.opts.onGrow?.();
        return false;
      case 'tool_end': {
        const card = this.toolCard(data, seq);
        card.endSeq = seq;
        card.update({ duration_ms: data.duration_ms, error: data.error, done: true });
        return false;
      }
      case 'data_block':
        // A card sent again with the same index (after `superseded`) replaces the old one.
        this.dropCard(data.index);
        this.blocks[data.index] = data.block;
        this.pieces.push({ seq, kind: 'card', index: data.index });
        this.recompose();
        return false;
      case 'superseded':
        this.supersede(data);
        return false;
      case 'title_update':
        this.opts.onTitle?.(data.title);
        return false;
      case 'done':
        this.pieces = null;
        this.text = data.answer || '';
        this.blocks = Array.isArray(data.data) ? data.data : this.blocks;
        this.bindings = Array.isArray(data.bindings) ? data.bindings : [];
        for (const c of data.tool_calls || []) this.toolCard(c).update({ ...c, done: true });
        this.finish(data.cancelled ? 'cancelled' : 'complete', data);
        this.render();
        return true;
      case 'error':
        // As stored: the partial answer, else the streamed text with the
        // standing cards after it (render() shows cards no marker placed).
        this.text = data.partial_answer || (this.pieces || []).filter((p) => p.kind === 'text').map((p) => p.text).join('');
        this.pieces = null;
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
    // Cards no marker places (a failed turn's stored text has none) follow the text.
    const placed = new Set(segs.filter((s) => s.kind === 'block').map((s) => s.index));
    this.blocks.forEach((b, index) => { if (b && !placed.has(index)) segs.push({ kind: 'block', index }); });
    const nodes = segs.map((s, i) => {
      const prev = this.segNodes[i];
      if (s.kind === 'text') {
        const source = annotate(s.text, s.start, this.bindings);
        if (prev && prev.kind === 'text' && prev.source === source) return prev;
        const node = h('div', { class: 'md' });
        node.append(link(renderMarkdown(source), (index, text) => boundButton(index, text, this.describe(index))));
        return { ...s, source, node };
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

  describe(index) {
    const b = this.bindings[index];
    const block = typeof b?.data_block === 'number' ? this.blocks[b.data_block] : null;
    return describe(b, block?.title);
  }

  /** The element bound number `index` came from (`expand`: show hidden rows). */
  source(index, expand) {
    const b = this.bindings[index];
    if (!b) return null;
    const card = typeof b.data_block === 'number' ? this.cards.get(b.data_block) : null;
    if (card) return card.bindingTarget?.(b, expand) || card;
    return this.tools.get(b.call_id)?.el || null;
  }

  /** Highlights the sources of the numbers under the pointer and in focus (`by`: hover|focus; null: none). */
  peek(by, index) {
    this.pointed[by] = index;
    for (const el of this.lit) el.classList.remove('bound-source');
    this.lit.clear();
    for (const i of Object.values(this.pointed)) {
      const el = i === null ? null : this.source(i, false);
      if (el) {
        el.classList.add('bound-source');
        this.lit.add(el);
      }
    }
  }

  /** Opens and scrolls to the source of a bound number, and flashes it. */
  reveal(index) {
    const el = this.source(index, true);
    if (!el) return;
    openAround(el);
    if (el.tagName === 'DETAILS') el.open = true;
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    el.classList.remove('bound-hit');
    void el.offsetWidth; // restart the flash
    el.classList.add('bound-hit');
    clearTimeout(el.boundTimer);
    el.boundTimer = setTimeout(() => el.classList.remove('bound-hit'), HIGHLIGHT_MS);
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

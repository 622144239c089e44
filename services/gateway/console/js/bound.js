// Bound numbers: the numbers of an answer that the orchestrator rendered
// from a tool result's exact cell (`done.bindings`, stored with the message).
// Each becomes a button in the rendered markdown; hovering or focusing it
// highlights the cell it came from, clicking it opens and scrolls to that
// cell (the card's row, metric or summary; else the tool call).
//
// Markdown is rendered by marked and sanitised by DOMPurify, so a binding's
// offsets in the source text cannot be mapped onto the rendered DOM
// directly. Instead each bound number is wrapped in private-use sentinels
// before rendering (`\uE000` + one character naming the binding, the
// number, `\uE001`); markdown leaves them alone, and after sanitising the
// text nodes holding them are split into text and buttons.

import { h } from './dom.js';
import { num } from './format.js';

const OPEN = '\uE000';
const CLOSE = '\uE001';
const BASE = 0xE100;
const MAX = 0xF8FF - BASE;
const WRAPPED = new RegExp(`${OPEN}([\\uE100-\\uF8FF])([^${OPEN}${CLOSE}]*)${CLOSE}`, 'g');
const STRAY = new RegExp(`${OPEN}[\\uE100-\\uF8FF]?|${CLOSE}`, 'g');

/**
 * `text` (the segment of the answer starting at UTF-16 offset `offset`)
 * with each binding that falls inside it wrapped in sentinels. A binding
 * is used only when the answer holds exactly its text at its offsets.
 */
export function annotate(text, offset, bindings) {
  const clean = text.replace(STRAY, '');
  if (!bindings?.length || clean !== text) return clean;
  const inside = [];
  bindings.forEach((b, i) => {
    const s = b?.start_utf16;
    const e = b?.end_utf16;
    if (i > MAX || typeof s !== 'number' || typeof e !== 'number') return;
    if (s < offset || e > offset + text.length || e <= s) return;
    if (text.slice(s - offset, e - offset) !== String(b.text)) return;
    inside.push({ i, s: s - offset, e: e - offset });
  });
  inside.sort((a, b) => a.s - b.s);
  let out = '';
  let at = 0;
  for (const b of inside) {
    if (b.s < at) continue; // overlapping: keep the first
    out += text.slice(at, b.s) + OPEN + String.fromCharCode(BASE + b.i) + text.slice(b.s, b.e) + CLOSE;
    at = b.e;
  }
  return out + text.slice(at);
}

/** What a binding points at, in words (the button's title). */
export function describe(b, cardTitle) {
  const where = [cardTitle || (b.result ? `result ${b.result}` : 'a tool result')];
  if (b.row) where.push(`row ${b.row}`);
  if (b.column) where.push(b.column);
  return `${where.join(' · ')} = ${num(b.value)}`;
}

/**
 * Replaces the sentinels in `root`'s text nodes with buttons made by
 * `make(index, text)`; stray sentinels are dropped.
 */
export function link(root, make) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found = [];
  while (walker.nextNode()) {
    if (walker.currentNode.data.includes(OPEN) || walker.currentNode.data.includes(CLOSE)) found.push(walker.currentNode);
  }
  for (const node of found) {
    const parts = [];
    let at = 0;
    for (const m of node.data.matchAll(WRAPPED)) {
      if (m.index > at) parts.push(node.data.slice(at, m.index).replace(STRAY, ''));
      parts.push(make(m[1].charCodeAt(0) - BASE, m[2]));
      at = m.index + m[0].length;
    }
    if (at < node.data.length) parts.push(node.data.slice(at).replace(STRAY, ''));
    node.replaceWith(...parts.filter((p) => p !== ''));
  }
  return root;
}

/** A bound number's button. */
export function boundButton(index, text, title) {
  return h('button', { type: 'button', class: 'bound', dataset: { binding: index }, title, 'aria-label': `${text}, ${title}` }, text);
}

/** Opens every `<details>` around `el`. */
export function openAround(el) {
  for (let p = el.parentElement; p; p = p.parentElement) if (p.tagName === 'DETAILS') p.open = true;
}

// Tool calls as collapsible cards: name, status, duration, and when opened
// the arguments the model wrote, the result it received and any error.

import { h, replace } from './dom.js';
import { duration } from './format.js';

const MAX_SHOWN = 4000;

function pretty(v) {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v, null, 2);
}

function block(label, value) {
  const text = pretty(value);
  if (!text) return null;
  const pre = h('pre', { class: 'json' }, text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text);
  const more = text.length > MAX_SHOWN
    ? h('button', { type: 'button', class: 'link', onclick: (e) => { pre.textContent = text; e.target.remove(); } }, `Show all ${text.length} characters`)
    : null;
  return h('div', { class: 'tool-part' }, h('h4', {}, label), pre, more);
}

/** A tool-call card that can be updated as the call starts, ends and is recorded. */
export class ToolCard {
  constructor(call) {
    this.call = { ...call };
    this.status = h('span', { class: 'tool-status' });
    this.took = h('span', { class: 'tool-duration' });
    this.body = h('div', { class: 'tool-body' });
    this.el = h('details', { class: 'tool', dataset: { callId: call.call_id || '' } },
      h('summary', {}, h('span', { class: 'tool-name' }, call.tool_name || 'tool'), this.status, this.took),
      this.body);
    this.render();
  }

  /** Merges fields (`input`, `output`, `error`, `duration_ms`, `done`) and re-renders. */
  update(fields) {
    Object.assign(this.call, fields);
    this.render();
  }

  render() {
    const c = this.call;
    const state = c.error ? 'error' : c.done ? 'ok' : 'running';
    this.el.dataset.status = state;
    this.status.textContent = state === 'running' ? 'running…' : state === 'error' ? 'failed' : 'done';
    this.took.textContent = c.done ? duration(c.duration_ms) : '';
    replace(this.body, block('Arguments', c.input), block('Result', c.output), c.error ? block('Error', c.error) : null);
  }
}

// The usage view: the user's tokens and cost in total and per day.

import { h, replace } from './dom.js';
import { get } from './api.js';
import { int, usd } from './format.js';
import { dataTable } from './table.js';
import { grid } from './blocks/common.js';

export class UsageView {
  constructor(root) {
    this.root = root;
  }

  dispose() {}

  async load() {
    replace(this.root, h('p', { class: 'muted' }, 'Loading usage…'));
    try {
      const u = await get('/v1/usage?days=30');
      const t = u.totals;
      replace(this.root, h('section', { class: 'usage-view' },
        h('h2', {}, 'Usage'),
        grid([
          ['Conversations', int(u.conversations)],
          ['Answers', int(t.turns)],
          ['Input tokens', int(t.input_tokens)],
          ['Output tokens', int(t.output_tokens)],
          ['Cached tokens', int(t.cache_read_tokens + t.cache_write_tokens)],
          ['Cost', usd(t.cost_usd)],
        ]),
        h('h3', {}, `By day since ${u.since} (UTC)`),
        u.days.length
          ? dataTable(u.days.map((d) => ({ date: d.date, answers: d.turns, input_tokens: d.input_tokens, output_tokens: d.output_tokens, cost_usd: d.cost_usd })), { caption: 'Usage by day', filename: 'barb-usage' })
          : h('p', { class: 'muted' }, 'No answers in this period.')));
    } catch (e) {
      replace(this.root, h('div', { class: 'error', role: 'alert' }, `${e.code}: ${e.message}`));
    }
  }
}

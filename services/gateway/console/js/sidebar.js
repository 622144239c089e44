// The conversation list: newest activity first, paged ("Load more"), live
// titles, and the new-conversation form with its instrument picker.

import { h, replace } from './dom.js';
import { get, post } from './api.js';
import { on, emit } from './bus.js';

export class Sidebar {
  constructor(el, { instruments }) {
    this.el = el;
    this.instruments = instruments;
    this.items = new Map();
    this.cursor = null;
    this.list = h('ul', { class: 'conv-list', 'aria-label': 'Conversations' });
    this.more = h('button', { type: 'button', class: 'link', hidden: true, onclick: () => this.page() }, 'Load more');
    this.error = h('p', { class: 'error', role: 'alert', hidden: true });
    this.picker = h('select', { id: 'new-instrument', name: 'instrument' });
    this.fillPicker();
    const form = h('form', { class: 'new-conv', onsubmit: (e) => { e.preventDefault(); this.create(); } },
      h('label', { for: 'new-instrument' }, 'Instrument'),
      this.picker,
      h('button', { type: 'submit', class: 'primary', id: 'new-conversation' }, 'New conversation'));
    replace(el, form, h('h2', { class: 'side-title' }, 'Conversations'), this.list, this.more, this.error);
    on('title', ({ conversationId, title }) => this.setTitle(conversationId, title));
    on('conversation-deleted', (id) => { this.items.get(id)?.remove(); this.items.delete(id); });
    on('conversation-active', (id) => this.markActive(id));
    on('conversation-touched', (conv) => this.upsert(conv, true));
  }

  fillPicker() {
    const list = this.instruments.length ? this.instruments : [{ symbol: 'NQ', name: '' }];
    replace(this.picker, list.map((i) => h('option', { value: i.symbol }, i.name ? `${i.symbol} — ${i.name}` : i.symbol)));
  }

  async refresh() {
    replace(this.list);
    this.items.clear();
    this.cursor = null;
    await this.page(true);
  }

  async page(first = false) {
    if (!first && !this.cursor) return;
    this.error.hidden = true;
    try {
      const qs = this.cursor ? `&cursor=${encodeURIComponent(this.cursor)}` : '';
      const page = await get(`/v1/conversations?limit=20${qs}`);
      for (const c of page.items) this.upsert(c, false);
      this.cursor = page.next_cursor;
      this.more.hidden = !this.cursor;
      return page;
    } catch (e) {
      this.error.textContent = `Cannot load conversations: ${e.message}`;
      this.error.hidden = false;
      return null;
    }
  }

  upsert(conv, toTop) {
    let li = this.items.get(conv.id);
    if (!li) {
      li = h('li', {}, h('a', { href: `#/c/${conv.id}`, class: 'conv', dataset: { id: conv.id } },
        h('span', { class: 'conv-title' }), h('span', { class: 'conv-meta' })));
      this.items.set(conv.id, li);
      if (toTop) this.list.prepend(li); else this.list.append(li);
    } else if (toTop) {
      this.list.prepend(li);
    }
    li.querySelector('.conv-title').textContent = conv.title;
    li.querySelector('.conv-meta').textContent = conv.instrument;
    if (this.active === conv.id) li.firstChild.setAttribute('aria-current', 'page');
  }

  setTitle(id, title) {
    const t = this.items.get(id)?.querySelector('.conv-title');
    if (t) t.textContent = title;
  }

  markActive(id) {
    this.active = id;
    for (const [cid, li] of this.items) {
      if (cid === id) li.firstChild.setAttribute('aria-current', 'page');
      else li.firstChild.removeAttribute('aria-current');
    }
  }

  async create() {
    this.error.hidden = true;
    try {
      const conv = await post('/v1/conversations', { instrument: this.picker.value });
      this.upsert(conv, true);
      emit('conversation-created', conv);
      location.hash = `#/c/${conv.id}`;
    } catch (e) {
      this.error.textContent = `Cannot create a conversation: ${e.message}`;
      this.error.hidden = false;
    }
  }
}

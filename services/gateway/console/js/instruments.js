// The instrument view: search the instruments with data, pick one, and see
// its candlestick chart with volume for a timeframe and period.

import { h, replace } from './dom.js';
import { get, hintFor } from './api.js';
import { int, num } from './format.js';
import { timeSeries, chartTime } from './charts.js';

const TIMEFRAMES = [['5m', '5 minutes'], ['15m', '15 minutes'], ['1h', '1 hour'], ['daily', 'Daily'], ['weekly', 'Weekly']];

export class InstrumentsView {
  constructor(root, symbol) {
    this.root = root;
    this.symbol = symbol;
  }

  dispose() {}

  async load() {
    this.search = h('input', { id: 'instrument-search', type: 'search', placeholder: 'Symbol or name', autocomplete: 'off' });
    this.results = h('ul', { class: 'instrument-list', 'aria-label': 'Instruments' });
    this.detail = h('section', { class: 'instrument-detail', 'aria-live': 'polite' });
    let timer;
    this.search.addEventListener('input', () => { clearTimeout(timer); timer = setTimeout(() => this.find(), 200); });
    replace(this.root, h('div', { class: 'instruments' },
      h('div', { class: 'instrument-search' },
        h('h2', {}, 'Instruments'),
        h('label', { for: 'instrument-search' }, 'Search'), this.search, this.results),
      this.detail));
    await this.find();
    if (this.symbol) this.show(this.symbol);
  }

  async find() {
    const q = this.search.value.trim();
    try {
      const { items } = await get(`/v1/instruments${q ? `?q=${encodeURIComponent(q)}` : ''}`);
      this.items = items;
      replace(this.results, items.length
        ? items.map((i) => h('li', {}, h('a', { href: `#/instruments/${encodeURIComponent(i.symbol)}`, class: 'instrument', dataset: { symbol: i.symbol } },
          h('strong', {}, i.symbol), ' ', h('span', { class: 'muted' }, `${i.name} · ${i.exchange}`))))
        : h('li', { class: 'muted' }, 'No instrument matches.'));
    } catch (e) {
      replace(this.results, h('li', { class: 'error', role: 'alert' }, `${e.code}: ${e.message}`));
    }
  }

  show(symbol) {
    const inst = this.items?.find((i) => i.symbol === symbol);
    const tf = h('select', { id: 'timeframe' }, TIMEFRAMES.map(([v, label]) => h('option', { value: v, selected: v === 'daily' }, label)));
    const period = h('input', { id: 'period', type: 'text', placeholder: 'e.g. 2024-03 or last_60 (empty = latest bars)', autocomplete: 'off' });
    const chart = h('div', { class: 'chart-slot' });
    const form = h('form', { class: 'bars-form', onsubmit: (e) => { e.preventDefault(); this.draw(symbol, tf.value, period.value.trim(), chart); } },
      h('label', { for: 'timeframe' }, 'Timeframe'), tf,
      h('label', { for: 'period' }, 'Period'), period,
      h('button', { type: 'submit', class: 'primary', id: 'show-bars' }, 'Show'));
    replace(this.detail,
      h('h2', {}, inst ? `${inst.symbol} — ${inst.name}` : symbol),
      inst ? h('p', { class: 'muted' }, `${inst.exchange} · ${inst.timezone} · data ${inst.data_start} to ${inst.data_end} · ${int(inst.bar_count)} one-minute bars · tick ${num(inst.tick_size)}`) : null,
      form, chart);
    this.draw(symbol, 'daily', '', chart);
  }

  async draw(symbol, timeframe, period, slot) {
    replace(slot, h('p', { class: 'muted' }, 'Loading bars…'));
    const qs = new URLSearchParams({ timeframe, limit: timeframe === 'daily' || timeframe === 'weekly' ? '500' : '1000' });
    if (period) qs.set('period', period);
    let data;
    try {
      data = await get(`/v1/instruments/${encodeURIComponent(symbol)}/bars?${qs}`);
    } catch (e) {
      replace(slot, h('div', { class: 'error', role: 'alert' }, h('strong', {}, e.code), ' ', e.message, h('p', { class: 'hint' }, hintFor(e.code))));
      return;
    }
    if (!data.bars.length) {
      replace(slot, h('p', { class: 'muted' }, 'No bars in this period.'));
      return;
    }
    const box = h('div', { class: 'chart-box tall', id: 'instrument-chart', role: 'img', 'aria-label': `${symbol} ${timeframe} candlesticks`, dataset: { chart: 'candles', bars: data.bars.length } });
    const first = data.bars[0];
    const last = data.bars[data.bars.length - 1];
    replace(slot, h('p', { class: 'muted' }, `${int(data.bars.length)} bars, ${first.date} to ${last.date}${data.truncated ? ' (latest only: narrow the period for older bars)' : ''}`), box);
    const at = (b) => chartTime(b.date, b.time);
    await timeSeries(box, {
      series: [
        { type: 'candles', data: data.bars.map((b) => ({ time: at(b), open: b.open, high: b.high, low: b.low, close: b.close })) },
        { type: 'histogram', overlay: true, data: data.bars.map((b) => ({ time: at(b), value: b.volume })) },
      ],
      options: { timeScale: { timeVisible: timeframe !== 'daily' && timeframe !== 'weekly' } },
    });
  }
}

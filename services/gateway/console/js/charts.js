// Charts. Time series (lines, candlesticks with volume, equity/drawdown) use
// the vendored lightweight-charts, loaded on first use so pages without a
// chart never download it. Category bars (grouped results: weekday, month,
// hour…) are drawn as SVG, which needs no library.

import { h } from './dom.js';
import { on } from './bus.js';
import { color } from './theme.js';
import { num } from './format.js';

let library;

/** The lightweight-charts module (loaded once). */
export function loadCharts() {
  library ??= import('../vendor/lightweight-charts-5.2.1.standalone.production.mjs');
  return library;
}

function themeOptions() {
  return {
    layout: { background: { color: color('--surface') }, textColor: color('--fg'), fontFamily: getComputedStyle(document.body).fontFamily },
    grid: { vertLines: { color: color('--grid') }, horzLines: { color: color('--grid') } },
    rightPriceScale: { borderColor: color('--border') },
    timeScale: { borderColor: color('--border') },
  };
}

/**
 * A time value lightweight-charts accepts: a business-day string for daily
 * and coarser bars, else seconds (the exchange-clock label read as UTC, so
 * the axis shows exchange time).
 */
export function chartTime(date, time) {
  if (!time) return date;
  const t = Date.parse(`${date}T${time.length === 5 ? `${time}:00` : time}Z`);
  return Math.floor(t / 1000);
}

/** Keeps the last point of each time and sorts by time (the library needs strictly increasing times). */
function ordered(points) {
  const byTime = new Map();
  for (const p of points) if (p.time !== undefined && p.time !== null) byTime.set(p.time, p);
  const key = (t) => (typeof t === 'number' ? t : Date.parse(`${t}T00:00:00Z`) / 1000);
  return [...byTime.values()].sort((a, b) => key(a.time) - key(b.time));
}

/**
 * Draws a time-series chart into `container` once the library is loaded.
 * `spec.series`: [{type: 'line'|'candles'|'histogram', data, color?, pane?, overlay?}].
 * Returns a promise of the chart (removed when the container leaves the page).
 */
export async function timeSeries(container, spec) {
  const lib = await loadCharts();
  container.classList.add('chart');
  const chart = lib.createChart(container, { autoSize: true, ...themeOptions(), ...(spec.options || {}) });
  let drawn = 0;
  const counts = [];
  for (const s of spec.series) {
    const data = ordered(s.data);
    let series;
    if (s.type === 'candles') {
      series = chart.addSeries(lib.CandlestickSeries, {
        upColor: color('--up'), downColor: color('--down'), borderVisible: false,
        wickUpColor: color('--up'), wickDownColor: color('--down'),
      }, s.pane || 0);
    } else if (s.type === 'histogram') {
      series = chart.addSeries(lib.HistogramSeries, {
        // Volume sits under the candles: translucent, so neither hides the other.
        color: s.color || `${color('--muted')}66`, priceFormat: { type: 'volume' },
        ...(s.overlay ? { priceScaleId: '' } : {}),
      }, s.pane || 0);
      if (s.overlay) series.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });
    } else {
      series = chart.addSeries(lib.LineSeries, { color: s.color || color('--accent'), lineWidth: 2, title: s.title || '' }, s.pane || 0);
    }
    series.setData(data);
    drawn += data.length;
    counts.push(data.length);
  }
  chart.timeScale().fitContent();
  container.dataset.points = String(drawn);
  container.dataset.series = counts.join(',');
  container.dataset.panes = String(chart.panes().length);
  const off = on('theme', () => chart.applyOptions(themeOptions()));
  const gone = new MutationObserver(() => {
    if (!container.isConnected) { off(); gone.disconnect(); chart.remove(); }
  });
  gone.observe(document.body, { childList: true, subtree: true });
  return chart;
}

/**
 * Equity over time with the drawdown in a pane below (backtests and
 * portfolios); `curve`: [{date, time?, equity, drawdown}].
 */
export function equityChart(curve, label) {
  const box = h('div', { class: 'chart-box tall', role: 'img', 'aria-label': label, dataset: { chart: 'equity' } });
  const at = (p) => chartTime(p.date, p.time || null);
  timeSeries(box, {
    series: [
      { type: 'line', title: 'equity', data: curve.map((p) => ({ time: at(p), value: p.equity })) },
      { type: 'line', title: 'drawdown', color: color('--down'), pane: 1, data: curve.map((p) => ({ time: at(p), value: -Math.abs(p.drawdown || 0) })) },
    ],
  }).catch((e) => { box.textContent = `Chart unavailable: ${e.message}`; });
  return box;
}

/** An SVG bar chart of `values` by `categories` (grouped results). */
export function barChart(categories, values, label) {
  const width = 640;
  const height = 220;
  const pad = { top: 12, right: 8, bottom: 42, left: 56 };
  const nums = values.map((v) => (typeof v === 'number' && Number.isFinite(v) ? v : 0));
  const max = Math.max(0, ...nums);
  const min = Math.min(0, ...nums);
  const span = max - min || 1;
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const y = (v) => pad.top + ((max - v) / span) * innerH;
  const step = innerW / Math.max(1, nums.length);
  const svgNS = 'http://www.w3.org/2000/svg';
  const el = (tag, attrs, text) => {
    const n = document.createElementNS(svgNS, tag);
    for (const [k, v] of Object.entries(attrs)) n.setAttribute(k, String(v));
    if (text !== undefined) n.textContent = text;
    return n;
  };
  const svg = el('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label, class: 'bar-chart' });
  svg.append(el('title', {}, label));
  svg.append(el('line', { x1: pad.left, x2: width - pad.right, y1: y(0), y2: y(0), class: 'axis' }));
  for (const tick of [max, min].filter((v, i, a) => a.indexOf(v) === i)) {
    svg.append(el('text', { x: pad.left - 6, y: y(tick) + 4, 'text-anchor': 'end', class: 'tick' }, num(tick)));
  }
  nums.forEach((v, i) => {
    const x = pad.left + i * step + step * 0.15;
    const top = Math.min(y(v), y(0));
    const bar = el('rect', {
      x, y: top, width: Math.max(1, step * 0.7), height: Math.max(1, Math.abs(y(v) - y(0))),
      class: v < 0 ? 'bar negative' : 'bar',
    });
    bar.append(el('title', {}, `${categories[i]}: ${num(values[i])}`));
    svg.append(bar);
    if (nums.length <= 24) {
      svg.append(el('text', { x: x + step * 0.35, y: height - pad.bottom + 16, 'text-anchor': 'middle', class: 'tick' }, String(categories[i]).slice(0, 10)));
    }
  });
  return h('figure', { class: 'chart-figure' }, svg);
}

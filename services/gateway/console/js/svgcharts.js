// Small SVG charts for research cards: paired bars (in-sample against
// out-of-sample), a heat map of a two-parameter grid, and horizontal bars
// (each portfolio leg's share of the result). SVG needs no library, scales
// with the card and is styled by the theme's custom properties (app.css);
// every mark carries its value in `data-value` and a <title> tooltip.

import { h } from './dom.js';
import { num } from './format.js';

const NS = 'http://www.w3.org/2000/svg';

/** An SVG element with attributes and optional text. */
export function svg(tag, attrs = {}, text) {
  const n = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) n.setAttribute(k, String(v));
  if (text !== undefined) n.textContent = text;
  return n;
}

const finite = (v) => typeof v === 'number' && Number.isFinite(v);

/**
 * Two bars per label: `series` is [{name, cls, values}] (two of them), drawn
 * side by side around zero, with a legend.
 */
export function pairedBars(labels, series, label) {
  const width = 640;
  const height = 240;
  const pad = { top: 28, right: 8, bottom: 48, left: 56 };
  const all = series.flatMap((s) => s.values.filter(finite));
  const max = Math.max(0, ...all);
  const min = Math.min(0, ...all);
  const span = max - min || 1;
  const innerW = width - pad.left - pad.right;
  const innerH = height - pad.top - pad.bottom;
  const y = (v) => pad.top + ((max - v) / span) * innerH;
  const step = innerW / Math.max(1, labels.length);
  const bw = (step * 0.8) / series.length;
  const root = svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label, class: 'paired-bars' });
  root.append(svg('title', {}, label));
  root.append(svg('line', { x1: pad.left, x2: width - pad.right, y1: y(0), y2: y(0), class: 'axis' }));
  for (const tick of [max, min].filter((v, i, a) => a.indexOf(v) === i)) {
    root.append(svg('text', { x: pad.left - 6, y: y(tick) + 4, 'text-anchor': 'end', class: 'tick' }, num(tick)));
  }
  series.forEach((s, si) => {
    root.append(svg('rect', { x: pad.left + si * 150, y: 6, width: 10, height: 10, class: `legend ${s.cls}` }));
    root.append(svg('text', { x: pad.left + si * 150 + 14, y: 15, class: 'tick' }, s.name));
  });
  labels.forEach((name, i) => {
    series.forEach((s, si) => {
      const v = s.values[i];
      if (!finite(v)) return;
      const top = Math.min(y(v), y(0));
      const bar = svg('rect', {
        x: pad.left + i * step + step * 0.1 + si * bw, y: top, width: Math.max(1, bw - 1), height: Math.max(1, Math.abs(y(v) - y(0))),
        class: `bar ${s.cls}`, 'data-label': name, 'data-series': s.name, 'data-value': v,
      });
      bar.append(svg('title', {}, `${name} · ${s.name}: ${num(v)}`));
      root.append(bar);
    });
    if (labels.length <= 12) {
      root.append(svg('text', { x: pad.left + i * step + step / 2, y: height - pad.bottom + 16, 'text-anchor': 'middle', class: 'tick' }, String(name).slice(0, 18)));
    }
  });
  return h('figure', { class: 'chart-figure' }, root);
}

/**
 * A heat map: `grid[row][column]` over `yValues` (rows, top to bottom) and
 * `xValues` (columns); null cells had no eligible configuration. Colour is
 * the sign (gain or loss) and the intensity the size against the largest
 * magnitude; each cell shows its value when the grid is small enough.
 */
export function heatMap(xValues, yValues, grid, { xName, yName, label }) {
  const cell = 44;
  const pad = { top: 30, left: 64, right: 8, bottom: 8 };
  const width = pad.left + xValues.length * cell + pad.right;
  const height = pad.top + yValues.length * cell + pad.bottom;
  const values = grid.flat().filter(finite);
  const scale = Math.max(...values.map(Math.abs), 0) || 1;
  const showText = xValues.length <= 12;
  const root = svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label, class: 'heat-map', width, height });
  root.append(svg('title', {}, label));
  root.append(svg('text', { x: pad.left + (xValues.length * cell) / 2, y: 11, 'text-anchor': 'middle', class: 'axis-name' }, xName));
  root.append(svg('text', { x: 4, y: pad.top - 6, class: 'axis-name' }, yName));
  xValues.forEach((x, c) => root.append(svg('text', { x: pad.left + c * cell + cell / 2, y: pad.top - 6, 'text-anchor': 'middle', class: 'tick' }, num(x))));
  yValues.forEach((yv, r) => {
    root.append(svg('text', { x: pad.left - 6, y: pad.top + r * cell + cell / 2 + 4, 'text-anchor': 'end', class: 'tick' }, num(yv)));
    xValues.forEach((xv, c) => {
      const v = grid[r]?.[c];
      const ok = finite(v);
      const rect = svg('rect', {
        x: pad.left + c * cell + 1, y: pad.top + r * cell + 1, width: cell - 2, height: cell - 2, rx: 3,
        class: `cell ${ok ? (v < 0 ? 'neg' : 'pos') : 'empty'}`,
        'fill-opacity': ok ? (0.15 + 0.85 * Math.min(1, Math.abs(v) / scale)).toFixed(3) : null,
        'data-x': xv, 'data-y': yv, 'data-value': ok ? v : '',
      });
      rect.append(svg('title', {}, `${xName} ${num(xv)}, ${yName} ${num(yv)}: ${ok ? num(v) : 'no eligible configuration'}`));
      root.append(rect);
      if (showText) {
        root.append(svg('text', { x: pad.left + c * cell + cell / 2, y: pad.top + r * cell + cell / 2 + 4, 'text-anchor': 'middle', class: 'cell-text' },
          ok ? num(Math.abs(v) >= 100 ? Math.round(v) : v) : '–'));
      }
    });
  });
  return h('figure', { class: 'chart-figure heat' }, h('figcaption', {}, label), h('div', { class: 'heat-scroll' }, root));
}

/** Horizontal bars of `values` (e.g. percentages) by `labels`, around zero. */
export function horizontalBars(labels, values, { label, unit = '' }) {
  const row = 26;
  const width = 640;
  const pad = { left: 140, right: 70, top: 4, bottom: 4 };
  const nums = values.map((v) => (finite(v) ? v : 0));
  const max = Math.max(0, ...nums);
  const min = Math.min(0, ...nums);
  const span = max - min || 1;
  const innerW = width - pad.left - pad.right;
  const x = (v) => pad.left + ((v - min) / span) * innerW;
  const height = pad.top + labels.length * row + pad.bottom;
  const root = svg('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label, class: 'hbars' });
  root.append(svg('title', {}, label));
  root.append(svg('line', { x1: x(0), x2: x(0), y1: pad.top, y2: height - pad.bottom, class: 'axis' }));
  labels.forEach((name, i) => {
    const v = nums[i];
    const yTop = pad.top + i * row + 4;
    root.append(svg('text', { x: pad.left - 8, y: yTop + 13, 'text-anchor': 'end', class: 'tick' }, String(name).slice(0, 22)));
    const bar = svg('rect', {
      x: Math.min(x(0), x(v)), y: yTop, width: Math.max(1, Math.abs(x(v) - x(0))), height: row - 8,
      class: v < 0 ? 'bar negative' : 'bar', 'data-label': name, 'data-value': finite(values[i]) ? values[i] : '',
    });
    bar.append(svg('title', {}, `${name}: ${finite(values[i]) ? `${num(values[i])}${unit}` : 'n/a'}`));
    root.append(bar);
    root.append(svg('text', { x: Math.max(x(0), x(v)) + 6, y: yTop + 13, class: 'tick' }, finite(values[i]) ? `${num(values[i])}${unit}` : 'n/a'));
  });
  return h('figure', { class: 'chart-figure' }, root);
}

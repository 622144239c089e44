// Result tables: sortable columns (click or Enter on a header), copy as CSV
// or TSV, download as CSV. Long tables show their first rows and a button
// for the rest, so a 5,000-row result does not freeze the page.

import { h, replace, announce } from './dom.js';
import { cell } from './format.js';

const FIRST_ROWS = 100;

// Row objects carry no column order the console can trust: a live card has
// the engine's key order, the same card read back from the database has
// PostgreSQL's (jsonb sorts keys). So columns that no hint names are put in
// one canonical order, the same live and after a reload: `first` (a
// grouped result's key), then identifying columns, the rest by name, and
// the bar's prices and volume last.
const LEADING = ['rank', 'configuration', 'leg', 'instrument', 'date', 'time', 'entry_date', 'entry_time', 'entry_price',
  'exit_date', 'exit_time', 'exit_price', 'direction'];
const TRAILING = ['open', 'high', 'low', 'close', 'volume'];

function canonical(keys, first = []) {
  const rank = (k) => {
    if (first.includes(k)) return first.indexOf(k) - 100;
    if (LEADING.includes(k)) return LEADING.indexOf(k) - 50;
    if (TRAILING.includes(k)) return 50 + TRAILING.indexOf(k);
    return 0;
  };
  return [...keys].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * `{columns, rows}` (rows as arrays) from an array of row objects or a
 * `{columns, rows}` object. Without `columnsHint`, object keys are put in
 * the canonical order, `first` leading.
 */
export function normalise(table, columnsHint, first) {
  if (!table) return { columns: [], rows: [] };
  if (Array.isArray(table)) {
    const hinted = Array.isArray(columnsHint) && columnsHint.length;
    const columns = hinted ? [...columnsHint] : [];
    const extra = [];
    for (const r of table) {
      if (r && typeof r === 'object' && !Array.isArray(r)) {
        for (const k of Object.keys(r)) if (!columns.includes(k) && !extra.includes(k)) extra.push(k);
      }
    }
    columns.push(...(hinted ? extra : canonical(extra, first)));
    const rows = table.map((r) => (Array.isArray(r) ? r : columns.map((c) => r?.[c])));
    return { columns, rows };
  }
  if (typeof table === 'object' && Array.isArray(table.rows)) {
    return normalise(table.rows, table.columns?.map((c) => (typeof c === 'string' ? c : c.name)), first);
  }
  return { columns: [], rows: [] };
}

function quote(v, sep) {
  const s = v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (sep === '\t') return s.replace(/[\t\n\r]/g, ' ');
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** The table as CSV (RFC 4180) or TSV text, raw values (not display formatting). */
export function delimited({ columns, rows }, sep) {
  const lines = [columns.map((c) => quote(c, sep)).join(sep)];
  for (const r of rows) lines.push(r.map((v) => quote(v, sep)).join(sep));
  return `${lines.join('\r\n')}\r\n`;
}

async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // Older browsers, or clipboard permission refused: a selected textarea and execCommand.
    const area = h('textarea', { class: 'sr-only', 'aria-hidden': 'true' });
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

function compare(a, b) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true });
}

/**
 * A table element with its toolbar. `opts`: {caption, filename, columns?, first?}.
 * The element's `data-rows` is the number of rows of the data (not only those shown).
 */
export function dataTable(data, opts = {}) {
  const t = normalise(data, opts.columns, opts.first);
  let order = t.rows.map((_, i) => i);
  let sort = { col: -1, dir: 'none' };
  let showAll = t.rows.length <= FIRST_ROWS;
  const status = h('span', { class: 'table-status', role: 'status' });
  const tbody = h('tbody');
  const headCells = t.columns.map((c, i) => {
    const btn = h('button', { type: 'button', class: 'sort', onclick: () => sortBy(i) }, c);
    return h('th', { scope: 'col', 'aria-sort': 'none' }, btn);
  });
  const numeric = t.columns.map((_, i) => t.rows.some((r) => typeof r[i] === 'number'));
  const more = h('button', { type: 'button', class: 'link', onclick: () => { showAll = true; render(); } });

  function render() {
    const shown = showAll ? order : order.slice(0, FIRST_ROWS);
    replace(tbody, shown.map((ri) => h('tr', { dataset: { row: ri } }, t.rows[ri].map((v, ci) => h('td', { class: numeric[ci] ? 'num' : null, dataset: { column: t.columns[ci] } }, cell(v))))));
    more.hidden = showAll;
    more.textContent = `Show all ${t.rows.length} rows`;
  }

  function sortBy(i) {
    const dir = sort.col === i && sort.dir === 'ascending' ? 'descending' : 'ascending';
    sort = { col: i, dir };
    order = t.rows.map((_, ri) => ri).sort((a, b) => {
      const c = compare(t.rows[a][i], t.rows[b][i]);
      return dir === 'ascending' ? c : -c;
    });
    headCells.forEach((th, ci) => th.setAttribute('aria-sort', ci === i ? dir : 'none'));
    render();
    announce(`Sorted by ${t.columns[i]}, ${dir}`);
  }

  async function copy(sep, name) {
    const ok = await copyText(delimited(t, sep));
    status.textContent = ok ? `Copied ${t.rows.length} rows as ${name}` : `Copy failed: use Download`;
  }

  function download() {
    const blob = new Blob([delimited(t, ',')], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const a = h('a', { href: url, download: `${(opts.filename || 'barb-table').replace(/[^\w.-]+/g, '_')}.csv` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    status.textContent = `Downloaded ${t.rows.length} rows`;
  }

  /**
   * The cell of data row `rowIndex` (its position in the data, whatever the
   * sort) in `column`, else the row; null when that row is not shown and
   * `expand` is false. With `expand`, a row beyond the first ones is shown.
   */
  function reveal(rowIndex, column, expand) {
    if (!(rowIndex >= 0 && rowIndex < t.rows.length)) return null;
    if (!showAll && !order.slice(0, FIRST_ROWS).includes(rowIndex)) {
      if (!expand) return null;
      showAll = true;
      render();
    }
    const tr = tbody.querySelector(`tr[data-row="${rowIndex}"]`);
    if (!tr) return null;
    return (column && [...tr.children].find((td) => td.dataset.column === column)) || tr;
  }

  /** The header cell of `column`. */
  function header(column) {
    const i = t.columns.indexOf(column);
    return i >= 0 ? headCells[i] : null;
  }

  render();
  const table = h('table', {},
    opts.caption ? h('caption', { class: 'sr-only' }, opts.caption) : null,
    h('thead', {}, h('tr', {}, headCells)),
    tbody);
  const el = h('div', { class: 'data-table', dataset: { rows: t.rows.length, columns: t.columns.length } },
    h('div', { class: 'table-tools' },
      h('button', { type: 'button', class: 'small', onclick: () => copy(',', 'CSV') }, 'Copy CSV'),
      h('button', { type: 'button', class: 'small', onclick: () => copy('\t', 'TSV') }, 'Copy TSV'),
      h('button', { type: 'button', class: 'small', onclick: download }, 'Download CSV'),
      status),
    h('div', { class: 'table-scroll', tabindex: '0', role: 'region', 'aria-label': opts.caption || 'table' }, table),
    more);
  el.reveal = reveal;
  el.header = header;
  return el;
}

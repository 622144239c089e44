// Number, money, date and duration formatting shared by the views.

const nf = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const intf = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });

/** A number as the table and cards show it: up to 2 decimals, grouped. */
export function num(v) {
  if (v === null || v === undefined || v === '') return '';
  if (typeof v !== 'number') return String(v);
  if (!Number.isFinite(v)) return String(v);
  return Math.abs(v) >= 1e15 ? v.toExponential(3) : nf.format(v);
}

/** An integer count. */
export function int(v) {
  return typeof v === 'number' ? intf.format(v) : String(v ?? '');
}

/** A cost in USD: cents precision above a dollar, 4 decimals below. */
export function usd(v) {
  const x = Number(v || 0);
  return `$${x >= 1 ? x.toFixed(2) : x.toFixed(4)}`;
}

/** Milliseconds as `850 ms` or `2.4 s`. */
export function duration(ms) {
  if (ms === null || ms === undefined) return '';
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** An ISO time as a short local date-time. */
export function when(iso) {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The text of any cell value. */
export function cell(v) {
  if (v === null || v === undefined) return '';
  if (typeof v === 'number') return num(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

// Small DOM helpers. Everything the console shows is built with these (text
// goes in as text nodes, never as HTML); the only HTML that reaches the page
// is model markdown, through the sanitiser in markdown.js.

/** Creates an element: h('button', {class: 'x', onclick: fn, 'aria-label': 'Go'}, 'text', child). */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else if (k === 'text') el.textContent = v;
    else if (v === true) el.setAttribute(k, '');
    else el.setAttribute(k, String(v));
  }
  append(el, children);
  return el;
}

/** Appends children (strings become text nodes; arrays are flattened; null is skipped). */
export function append(el, children) {
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** Removes every child. */
export function clear(el) {
  while (el.firstChild) el.removeChild(el.firstChild);
  return el;
}

/** Replaces the children of `el`. */
export function replace(el, ...children) {
  return append(clear(el), children);
}

let liveRegion;

/** Announces `text` to screen readers (polite). */
export function announce(text) {
  if (!liveRegion) {
    liveRegion = h('div', { class: 'sr-only', role: 'status', 'aria-live': 'polite' });
    document.body.append(liveRegion);
  }
  liveRegion.textContent = '';
  // A new text node in a later task is what screen readers notice.
  setTimeout(() => { liveRegion.textContent = text; }, 30);
}

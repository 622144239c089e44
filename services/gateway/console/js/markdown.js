// Markdown from the model, rendered safely: marked turns it into HTML and
// DOMPurify removes anything active (scripts, event handlers, javascript:
// URLs, styles, forms, frames, images) and returns DOM nodes, so no HTML
// string is ever assigned to the page. Images are dropped: a model has no
// image worth showing, and `<img src=…>` would make the browser fetch a URL
// the model chose. Links open in a new tab without a referrer.

import { marked } from '../vendor/marked-18.2.1.esm.min.js';
import '../vendor/purify-3.4.18.min.js';

const DOMPurify = globalThis.DOMPurify;

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// HTML the model writes is shown as text, not parsed: nothing it writes can
// become an element, and the browser never even sees an event-handler
// attribute (which the CSP would block and report).
marked.use({ gfm: true, breaks: false, renderer: { html: (token) => escapeHtml(token.text) } });

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') || '';
    if (!/^(https?:|mailto:|#)/i.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

const CONFIG = {
  RETURN_DOM_FRAGMENT: true,
  FORBID_TAGS: ['img', 'picture', 'video', 'audio', 'source', 'style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'object', 'embed', 'svg', 'math'],
  FORBID_ATTR: ['style', 'class', 'id'],
  ALLOW_DATA_ATTR: false,
};

/** Sanitised DOM for `text` (markdown). */
export function renderMarkdown(text) {
  const html = marked.parse(text || '', { async: false });
  return DOMPurify.sanitize(html, CONFIG);
}

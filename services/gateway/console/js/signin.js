// The sign-in form: a JWT or an API key is exchanged for a session cookie
// (POST /v1/session); the token itself is never stored by the page.

import { h, replace } from './dom.js';
import { post } from './api.js';

/** Shows the form in `root`; resolves with the session once signed in. */
export function signIn(root, notice) {
  return new Promise((resolve) => {
    const input = h('input', { id: 'token', name: 'token', type: 'password', autocomplete: 'off', required: true, spellcheck: 'false' });
    const error = h('p', { class: 'error', role: 'alert', id: 'signin-error', hidden: !notice }, notice || '');
    const button = h('button', { type: 'submit', class: 'primary', id: 'signin' }, 'Sign in');
    const form = h('form', { class: 'signin', 'aria-labelledby': 'signin-title', onsubmit: async (e) => {
      e.preventDefault();
      button.disabled = true;
      error.hidden = true;
      try {
        const session = await post('/v1/session', { token: input.value.trim() });
        input.value = '';
        resolve(session);
      } catch (err) {
        error.textContent = err.status === 401 ? `Not accepted: ${err.message}` : `${err.code}: ${err.message}`;
        error.hidden = false;
        button.disabled = false;
        input.focus();
      }
    } },
    h('h1', { id: 'signin-title' }, 'Barb'),
    h('p', { class: 'muted' }, 'Sign in with an API key (barb_sk_…) or a token. On a local stack the key is in .local/api-key.'),
    h('label', { for: 'token' }, 'API key or token'), input, error, button);
    replace(root, h('main', { class: 'signin-page', id: 'main' }, form));
    input.focus();
  });
}

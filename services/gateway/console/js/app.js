// The console's entry point: session, layout and routes.
//
// Routes (in the URL fragment, so a reload needs nothing from the server but `/`):
//   #/              the latest conversation, or a prompt to start one
//   #/c/<id>        a conversation
//   #/instruments[/<symbol>]   instruments and their charts
//   #/usage         tokens and cost

import { h, replace } from './dom.js';
import { get, del, setCsrf } from './api.js';
import { on } from './bus.js';
import { initTheme, choice, setChoice } from './theme.js';
import { signIn } from './signin.js';
import { Sidebar } from './sidebar.js';
import { ChatView } from './chat.js';
import { InstrumentsView } from './instruments.js';
import { UsageView } from './usage.js';

const root = document.getElementById('app');
let view = null;
let shell = null;

async function start(notice) {
  let session;
  try {
    session = await get('/v1/session');
  } catch (e) {
    if (e.status !== 401) notice = notice || `The gateway did not answer (${e.code}); sign in to retry.`;
    session = await signIn(root, notice);
  }
  setCsrf(session.csrf_token);
  await showApp(session);
}

async function showApp(session) {
  const themeSelect = h('select', { id: 'theme', 'aria-label': 'Theme' },
    [['system', 'System theme'], ['light', 'Light'], ['dark', 'Dark']].map(([v, label]) => h('option', { value: v, selected: choice() === v }, label)));
  themeSelect.addEventListener('change', () => setChoice(themeSelect.value));
  const side = h('aside', { class: 'sidebar', id: 'sidebar', 'aria-label': 'Conversations' });
  const menu = h('button', { type: 'button', class: 'menu', 'aria-controls': 'sidebar', 'aria-expanded': 'false', 'aria-label': 'Conversations' }, '☰');
  const drawer = (open) => {
    document.body.classList.toggle('side-open', open);
    menu.setAttribute('aria-expanded', String(open));
  };
  menu.addEventListener('click', () => drawer(!document.body.classList.contains('side-open')));
  side.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && document.body.classList.contains('side-open')) { drawer(false); menu.focus(); }
  });
  const main = h('main', { id: 'main', class: 'main', tabindex: '-1' });
  const signOut = h('button', { type: 'button', class: 'small', id: 'signout', onclick: async () => {
    try { await del('/v1/session'); } catch { /* the cookie is cleared either way */ }
    setCsrf('');
    view?.dispose();
    view = null;
    shell = null;
    start('Signed out.');
  } }, 'Sign out');
  replace(root,
    h('a', { class: 'skip', href: '#main', onclick: (e) => { e.preventDefault(); main.focus(); } }, 'Skip to content'),
    h('header', { class: 'topbar' },
      menu,
      h('a', { class: 'brand', href: '#/' }, 'Barb'),
      h('nav', { 'aria-label': 'Sections' },
        h('a', { href: '#/', dataset: { nav: 'chat' } }, 'Chat'),
        h('a', { href: '#/instruments', dataset: { nav: 'instruments' } }, 'Instruments'),
        h('a', { href: '#/usage', dataset: { nav: 'usage' } }, 'Usage')),
      h('span', { class: 'spacer' }),
      themeSelect,
      h('span', { class: 'user', title: `Signed in with ${session.auth_method === 'jwt' ? 'a token' : 'an API key'} until ${new Date(session.expires_at).toLocaleString()}` }, session.user_id),
      signOut),
    h('div', { class: 'layout' }, side, main));
  let instruments = [];
  try { instruments = (await get('/v1/instruments')).items; } catch { /* the picker falls back to NQ */ }
  const sidebar = new Sidebar(side, { instruments });
  shell = { main, sidebar };
  await sidebar.refresh();
  await route();
}

// The hash the current view was opened for. Signing in routes once the
// shell is ready, and a hash change made meanwhile (a conversation created
// at once) routes too: the second call for the same hash must not build a
// second view over the first, or what was typed into the first is lost.
let routed = null;

async function route() {
  if (!shell) return;
  const hash = location.hash || '#/';
  if (!hash.startsWith('#/')) return;
  if (view && routed === hash) return;
  routed = hash;
  const parts = hash.slice(2).split('/').map(decodeURIComponent);
  document.body.classList.remove('side-open');
  document.querySelector('.menu')?.setAttribute('aria-expanded', 'false');
  view?.dispose();
  view = null;
  for (const a of document.querySelectorAll('nav a')) a.removeAttribute('aria-current');
  const section = parts[0] === 'instruments' ? 'instruments' : parts[0] === 'usage' ? 'usage' : 'chat';
  document.querySelector(`nav a[data-nav="${section}"]`)?.setAttribute('aria-current', 'page');
  if (parts[0] === 'c' && parts[1]) view = new ChatView(shell.main, parts[1]);
  else if (parts[0] === 'instruments') view = new InstrumentsView(shell.main, parts[1]);
  else if (parts[0] === 'usage') view = new UsageView(shell.main);
  else {
    const first = shell.sidebar.list.querySelector('a.conv');
    if (first) { location.replace(first.getAttribute('href')); return; }
    replace(shell.main, h('div', { class: 'empty' }, h('h2', {}, 'No conversations yet'),
      h('p', {}, 'Pick an instrument and start one with “New conversation”.')));
    return;
  }
  await view.load();
}

on('unauthorized', () => {
  if (!shell) return;
  view?.dispose();
  view = null;
  shell = null;
  setCsrf('');
  start('Your session has ended. Sign in again.');
});

window.addEventListener('hashchange', route);
initTheme();
start();

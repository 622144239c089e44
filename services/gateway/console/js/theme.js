// Light, dark or system theme. The choice is kept in localStorage; `system`
// follows prefers-color-scheme live. Charts listen for `theme` on the bus.

import { emit } from './bus.js';

const KEY = 'barb.theme';
const media = window.matchMedia('(prefers-color-scheme: dark)');

/** `system`, `light` or `dark`. */
export function choice() {
  const v = localStorage.getItem(KEY);
  return v === 'light' || v === 'dark' ? v : 'system';
}

/** The theme in effect: `light` or `dark`. */
export function current() {
  const c = choice();
  return c === 'system' ? (media.matches ? 'dark' : 'light') : c;
}

function apply() {
  document.documentElement.dataset.theme = current();
  emit('theme', current());
}

/** Sets and applies the choice. */
export function setChoice(value) {
  if (value === 'light' || value === 'dark') localStorage.setItem(KEY, value);
  else localStorage.removeItem(KEY);
  apply();
}

/** Applies the stored choice and follows the system when it is `system`. */
export function initTheme() {
  apply();
  media.addEventListener('change', () => { if (choice() === 'system') apply(); });
}

/** A CSS custom property of the current theme (chart colours). */
export function color(name) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

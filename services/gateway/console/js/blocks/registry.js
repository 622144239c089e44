// Data blocks (cards built from tool results) are rendered by kind. The kind
// is the block's `type` (`backtest`, `receipts`, …); query results carry no
// type and are kind `query`. A new kind of card is a new module that calls
// `register(kind, render)`, imported once in blocks/index.js; a kind nobody
// registered falls back to `generic`, which still shows its tables.

const renderers = new Map();

/** Registers `render(block, ctx) → Element` for `kind`. */
export function register(kind, render) {
  renderers.set(kind, render);
}

/** The kind of a block. */
export function kindOf(block) {
  return typeof block?.type === 'string' && block.type ? block.type : 'query';
}

/** The card element for `block` (ctx: {instrument}). */
export function renderBlock(block, ctx = {}) {
  const kind = kindOf(block);
  const render = renderers.get(kind) || renderers.get('generic');
  const el = render(block, ctx);
  el.classList.add('card', `card-${kind.replace(/[^\w-]/g, '_')}`);
  el.dataset.kind = kind;
  return el;
}

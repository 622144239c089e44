// Every card kind the console knows. Add a kind: write blocks/<kind>.js that
// calls register('<kind>', render), and import it here.

import './generic.js';
import './query.js';
import './backtest.js';
import './receipts.js';

export { renderBlock, kindOf } from './registry.js';

// Every card kind the console knows. Add a kind: write blocks/<kind>.js that
// calls register('<kind>', render), and import it here.

import './generic.js';
import './query.js';
import './backtest.js';
import './receipts.js';
import './comparison.js';
import './portfolio.js';
import './sweep.js';

export { renderBlock, kindOf } from './registry.js';

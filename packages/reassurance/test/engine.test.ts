import fc from 'fast-check';
import * as vitest from 'vitest';
import { describeEngineEquivalence } from '../../../test-support/engine-equivalence.js';
import { reassuranceRules } from '../src/index.js';

// The indexed rule engine must find exactly what running every rule everywhere finds.
describeEngineEquivalence('reassurance', reassuranceRules, vitest, fc);

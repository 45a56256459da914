import { expect, it } from 'vitest';

it('exports exactly the public surface', async () => {
  const mod = await import('../src/index.js');
  expect(Object.keys(mod).sort()).toEqual(['agencyChecker', 'agencyRules', 'checkAgency']);
});

import { describe, expect, it } from 'vitest';
import { schemaSubsetProblem } from '../src/index.js';

describe('schemaSubsetProblem', () => {
  it('takes a schema within the subset, annotations included', () => {
    const schema = {
      type: 'object', additionalProperties: false, description: 'options', $comment: 'x',
      properties: { words: { type: 'array', items: { type: 'string', minLength: 1 }, default: [] }, n: { type: 'integer', minimum: 0, title: 'n' } },
    };
    expect(schemaSubsetProblem(schema, 'schema')).toBeNull();
  });

  it('names the first keyword the validator would ignore, however deep, and an unknown type', () => {
    expect(schemaSubsetProblem({ type: 'object', properties: { w: { type: 'array', items: { pattern: '^a' } } } }, 's')).toBe(
      's.properties.w.items uses "pattern", which Synthesis does not check (supported: type, properties, required, additionalProperties, items, enum, minimum, maximum, minItems, minLength); options would pass unchecked',
    );
    expect(schemaSubsetProblem({ anyOf: [] }, 's')).toMatch(/^s uses "anyOf"/);
    expect(schemaSubsetProblem({ properties: { n: { type: 'float' } } }, 's')).toBe('s.properties.n.type must be one of object, array, string, number, integer, boolean, null (got "float")');
    expect(schemaSubsetProblem({ properties: { n: 3 } }, 's')).toBe('s.properties.n must be a schema object (got 3)');
  });
});

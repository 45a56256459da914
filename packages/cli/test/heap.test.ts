import { describe, expect, it } from 'vitest';
import { HEAP_FLAGS, needsBoundedHeap } from '../src/heap.js';

describe('bounded heap', () => {
  it('re-runs under small heap flags by default', () => {
    expect(needsBoundedHeap({}, [])).toBe(true);
    expect(HEAP_FLAGS).toEqual(['--max-old-space-size=80', '--max-semi-space-size=2']);
  });

  it('does not re-run the child, nor when the user sized the heap, nor when asked not to', () => {
    expect(needsBoundedHeap({ SYNTHESIS_BOUNDED_HEAP: '1' }, [])).toBe(false);
    expect(needsBoundedHeap({}, ['--max-old-space-size=4096'])).toBe(false);
    expect(needsBoundedHeap({ NODE_OPTIONS: '--max-semi-space-size=16' }, [])).toBe(false);
    expect(needsBoundedHeap({ SYNTHESIS_HEAP: 'default' }, [])).toBe(false);
  });
});

import {describe, expect, it} from 'vitest';
import {cutIntoParts, PART_LIMIT} from '../../scripts/lib/template-engine';

// The wasm goes to the hosts in parts (Cloudflare Pages refuses a file over 25 MiB); the worker
// joins them in order, so the parts must be the file, in order, with nothing lost or repeated.
describe('cutIntoParts', () => {
  it('cuts a file into the fewest parts under the limit, which join back into the file', () => {
    for (const length of [1, 99, 100, 101, 250, 1000]) {
      const bytes = Buffer.from(Array.from({length}, (_, i) => i % 251));
      const parts = cutIntoParts(bytes, 100);
      expect(parts.length, `${length} bytes`).toBe(Math.ceil(length / 100));
      expect(parts.every((part) => part.length > 0 && part.length <= 100)).toBe(true);
      expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    }
  });

  it('makes parts of about equal size rather than a small last one', () => {
    const sizes = cutIntoParts(Buffer.alloc(301), 100).map((part) => part.length);
    expect(sizes).toEqual([76, 76, 76, 73]);
  });

  it('stays under the 25 MiB a Cloudflare Pages file may have', () => {
    expect(PART_LIMIT).toBeLessThan(25 * 1024 * 1024);
  });
});

import {describe, expect, it} from 'vitest';
import * as real from '@docusaurus/utils-common';
import * as standIn from '../../src/client/utils-common';

// src/client/utils-common.ts replaces the package in the browser bundle. A Docusaurus upgrade that
// adds, removes or changes one of its exports must show here, not as a broken page.
describe('the utils-common stand-in', () => {
  it('exports the names the package exports', () => {
    expect(Object.keys(standIn).sort()).toEqual(Object.keys(real).sort());
  });

  it('exports the same values', () => {
    for (const [name, value] of Object.entries(real)) {
      expect(standIn[name as keyof typeof standIn], name).toBe(value);
    }
  });
});

// tests/site-copy.ts: a test process that is stopped (Ctrl-C, SIGTERM) removes its copies of the
// site and ends the commands it ran in them, then ends as the signal would have ended it.
import {spawn} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, expect, it} from 'vitest';

/** Whether a process runs; one that has ended but was not yet reaped by its new parent (a zombie) does not. */
const running = (pid: number) => {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('copySite', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`removes the copy and ends its commands on ${signal}`, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures/site-copy/hold-copy.ts')], {
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const held = await new Promise<{dir: string; pid: number}>((resolve) => {
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.includes('\n')) resolve(JSON.parse(out));
        });
      });
      expect(existsSync(held.dir)).toBe(true);
      const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, by) => resolve(by)));
      child.kill(signal);
      expect(await ended).toBe(signal);
      expect(existsSync(held.dir)).toBe(false);
      expect(running(held.pid)).toBe(false);
    }, 60_000);
  }
});

// usage: npm start [-- <docusaurus start options>]   (tsx scripts/start.ts, e.g. -- --locale es --port 3001)
//
// The development server, `docusaurus start`, with its "running at" line told when it is true.
// Docusaurus prints "Docusaurus website is running at: <url>" as soon as it has read the site,
// before the bundler has started: on this site a minute or more before the address answers with
// a page, and a reader who opens it sees the browser wait. This script passes everything through
// but that line, which it holds until the address has answered a request for a page (the
// development server answers once the first bundle is done), then prints it with the time the
// bundle took. `--no-open` is the default here: the browser is opened by hand once the line says so.
// Ctrl-C ends Docusaurus (it shares the terminal's process group) and then this script, with its status.
import {spawn} from 'node:child_process';
import {get} from 'node:http';
import {resolve} from 'node:path';

const ROOT = resolve(__dirname, '..');
const RUNNING = /Docusaurus website is running at: (\S+)/;
const ESCAPES = /\x1b\[[0-9;]*m/g;

/** Resolves once `url` answers with a status below 500; the development server holds requests until its bundle is done. */
export function firstAnswer(url: string): Promise<number> {
  return new Promise((done) => {
    const ask = () => {
      const request = get(url, {headers: {accept: 'text/html'}}, (response) => {
        response.resume();
        if ((response.statusCode ?? 500) < 500) done(response.statusCode ?? 200);
        else setTimeout(ask, 500);
      });
      request.on('error', () => setTimeout(ask, 500));
    };
    ask();
  });
}

function main(): void {
  const args = process.argv.slice(2);
  const withOpen = args.includes('--open')
    ? args.filter((a) => a !== '--open')
    : [...args, ...(args.includes('--no-open') ? [] : ['--no-open'])];
  const started = Date.now();
  const child = spawn(process.execPath, [resolve(ROOT, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', ...withOpen], {
    cwd: ROOT,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: {...process.env, ...(process.stdout.isTTY && {FORCE_COLOR: '1'})},
  });
  let held = false;
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString('utf8');
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const running = RUNNING.exec(line.replace(ESCAPES, ''));
      if (!running || held) {
        process.stdout.write(`${line}\n`);
        continue;
      }
      held = true;
      const loaded = Date.now();
      process.stdout.write(`[start] the site is loaded; bundling it, ${running[1]} answers once that is done\n`);
      void firstAnswer(running[1]).then(() => {
        const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(0);
        process.stdout.write(`${line} (the bundle took ${seconds(loaded)} s, ${seconds(started)} s since npm start)\n`);
      });
    }
  });
  child.on('exit', (code, signal) => {
    if (pending) process.stdout.write(pending);
    process.exit(code ?? (signal === 'SIGINT' ? 130 : 143));
  });
  // SIGTERM may reach this process alone (a CI timeout, a test's cleanup): pass it on.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
}

if (require.main === module) main();

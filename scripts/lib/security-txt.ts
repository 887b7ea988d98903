/**
 * security.txt (RFC 9116) must say when it expires, less than a year ahead. The file in
 * `static/.well-known/` has no Expires line: the build adds one, 364 days after the day of the
 * build (UTC), so a site deployed from a fresh build never serves an expired or over-long date,
 * and a site not rebuilt for a year stops vouching for its contact.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';

export const SECURITY_TXT = '.well-known/security.txt';
const DAY = 24 * 60 * 60 * 1000;
/** How long after the build day the file stays valid. */
export const VALID_DAYS = 364;

/** The Expires value of a file built at `built`: midnight UTC of the build day, plus VALID_DAYS. */
export function securityTxtExpires(built: Date): string {
  const day = Date.UTC(built.getUTCFullYear(), built.getUTCMonth(), built.getUTCDate());
  return new Date(day + VALID_DAYS * DAY).toISOString();
}

/** The file with its Expires line set (replaced if there is one, added after Contact otherwise). */
export function withExpires(text: string, built: Date): string {
  const line = `Expires: ${securityTxtExpires(built)}`;
  if (/^Expires:.*$/m.test(text)) return text.replace(/^Expires:.*$/m, line);
  return text.replace(/^(Contact:.*\n)/m, `$1${line}\n`);
}

/** Sets the Expires line of the security.txt in a built folder, if it has one. */
export function stampSecurityTxt(dir: string, built = new Date()): boolean {
  const path = join(dir, SECURITY_TXT);
  if (!existsSync(path)) return false;
  writeFileSync(path, withExpires(readFileSync(path, 'utf8'), built));
  return true;
}

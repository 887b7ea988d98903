/**
 * Inline code a reader copies as one piece: a flag (`--set`, `-n`, `--output=json`) or a helm
 * command (`helm upgrade`, `helm repo add`). Such code must never break across lines, least of all
 * at a hyphen, where "--set" would read "-" and "-set". Longer code (paths, URLs, whole command
 * lines) still wraps, or it would push a phone's page sideways.
 */
export const COMMAND_TOKEN = /^(?:--?[A-Za-z0-9][\w.-]*(?:=[^\s]{0,24})?|helm(?: [a-z][a-z0-9-]*){0,3})$/;

/** At most this many characters: what fits on one line of the narrowest column (320 px). */
export const COMMAND_TOKEN_MAX = 32;

export const isCommandToken = (text: string): boolean => text.length <= COMMAND_TOKEN_MAX && COMMAND_TOKEN.test(text);

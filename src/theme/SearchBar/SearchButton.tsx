/**
 * The navbar's search button and its keyboard shortcuts, written here rather than imported from
 * `@docsearch/react`: that package is one file, so importing its button put the whole search
 * modal (about 20 KB compressed) into every page's first script. The modal now loads when the
 * reader reaches for search. Markup and class names are DocSearch's, so its stylesheet applies.
 */
import React, {useEffect, useState, type ReactNode, type Ref} from 'react';

type ButtonTranslations = {buttonText?: string; buttonAriaLabel?: string};

type SearchButtonProps = {
  ref: Ref<HTMLButtonElement>;
  translations: ButtonTranslations;
  onClick: () => void;
  /** Called when the reader is likely to open search soon: hover, focus or touch. */
  onIntent: () => void;
};

type Modifier = {key: 'Meta' | 'Control'; shown: ReactNode};

const COMMAND: Modifier = {key: 'Meta', shown: '⌘'};
const CONTROL: Modifier = {key: 'Control', shown: 'Ctrl'};

/** Apple keyboards open search with ⌘K, the others with Ctrl+K. Known only in the browser. */
const modifierOfThisDevice = () => (/Mac|iPhone|iPad|iPod/i.test(navigator.platform) ? COMMAND : CONTROL);

/** A key cap that looks pressed while the reader holds its key. */
function KeyCap({reactsTo, children}: {reactsTo: string; children: ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => event.key === reactsTo && setPressed(true);
    const up = (event: KeyboardEvent) => (event.key === reactsTo || event.key === 'Meta') && setPressed(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsTo]);
  return <kbd className={pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key'}>{children}</kbd>;
}

function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
      <path d="M13.5 13.5 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function SearchButton({ref, translations, onClick, onIntent}: SearchButtonProps): ReactNode {
  // The server cannot know the reader's keyboard: the key caps appear once the page runs.
  const [modifier, setModifier] = useState<Modifier | null>(null);
  useEffect(() => setModifier(modifierOfThisDevice()), []);
  // No aria-label: the button is named by what it shows ("Buscar Ctrl K"), so a reader who says
  // what they see reaches it by voice (axe's label-content-name-mismatch).
  return (
    <button
      type="button"
      ref={ref}
      className="DocSearch DocSearch-Button"
      onClick={onClick}
      onTouchStart={onIntent}
      onFocus={onIntent}
      onMouseOver={onIntent}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{translations.buttonText ?? 'Search'}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier && (
          <>
            <KeyCap reactsTo={modifier.key}>{modifier.shown}</KeyCap>
            <KeyCap reactsTo="k">K</KeyCap>
          </>
        )}
      </span>
    </button>
  );
}

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

type ShortcutOptions = {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  /** A letter or digit typed while the button has focus: it opens search with that key. */
  typeInto: (event: KeyboardEvent) => void;
  buttonRef: {current: HTMLButtonElement | null};
};

/**
 * Ctrl+K or ⌘K toggles search; `/` opens it unless the reader is typing in a field; Escape
 * closes it. Typing a letter on the focused button starts a search with that letter.
 */
export function useSearchShortcuts({isOpen, open, close, typeInto, buttonRef}: ShortcutOptions): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const escape = event.code === 'Escape' && isOpen;
      const slash = event.key === '/' && !isOpen && !isTextField(event.target);
      if (toggle || escape || slash) {
        event.preventDefault();
        if (isOpen) close();
        // DocSearch marks the body while a modal of its own is open.
        else if (!document.body.classList.contains('DocSearch--active')) open();
        return;
      }
      if (buttonRef.current === document.activeElement && /^[a-z0-9]$/i.test(event.key)) typeInto(event);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close, typeInto, buttonRef]);
}

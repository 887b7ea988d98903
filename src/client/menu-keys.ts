/**
 * The keys of a menu button for the navbar's dropdowns (versions, languages), which the theme
 * draws as links with role="button": Space opens one as Enter does (it scrolled the page), and
 * Escape closes the one open, also when the pointer opened it by hovering (WCAG 1.4.13), until the
 * pointer leaves it. Focus in an item goes back to the dropdown's button.
 */
const onKeyDown = (event: KeyboardEvent) => {
  const button = (event.target as Element).closest?.<HTMLElement>('.navbar a[role="button"]');
  if (event.key === ' ' && button) {
    event.preventDefault();
    // The desktop dropdown opens on its Enter key; the phone menu's on a click.
    if (button.parentElement!.matches('.dropdown')) button.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    else button.click();
  }
  if (event.key !== 'Escape') return;
  for (const dropdown of Array.from(
    document.querySelectorAll<HTMLElement>('.navbar .dropdown--show, .navbar .dropdown--hoverable:hover'),
  )) {
    const toggle = dropdown.firstElementChild as HTMLElement;
    if (dropdown.contains(document.activeElement)) toggle.focus();
    if (dropdown.matches('.dropdown--show')) toggle.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
    if (!dropdown.matches(':hover')) continue;
    dropdown.dataset.dismissed = '';
    dropdown.addEventListener('mouseleave', () => delete dropdown.dataset.dismissed, {once: true});
  }
};

if (typeof window !== 'undefined') window.addEventListener('keydown', onKeyDown);

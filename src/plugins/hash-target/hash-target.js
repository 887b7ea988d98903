// Scrolls to the element the address's #fragment names as soon as the parser has reached it
// (see index.ts beside this file). Plain ES5: it runs before anything else of the site.
(function () {
  var id;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch (error) {
    return;
  }
  if (!id) return;
  // Where this script last put the page; any other position means the reader scrolled.
  var placed = 0;
  var found = false;
  function land() {
    var target = document.getElementById(id);
    if (!target) return;
    if (window.scrollY !== placed) return observer.disconnect();
    if (!found) {
      found = true;
      // A navigation to the same fragment: the element becomes the page's :target (a linked flag
      // is highlighted) and the browser scrolls to it, as it would once parsing ends.
      window.location.replace(window.location.hash);
    }
    target.scrollIntoView();
    placed = window.scrollY;
  }
  var observer = new MutationObserver(land);
  observer.observe(document.documentElement, {childList: true, subtree: true});
  document.addEventListener('DOMContentLoaded', function () {
    observer.disconnect();
  });
  land();
})();

/**
 * Applies the stored theme before first paint (no flash of the wrong theme). Static text on purpose: the
 * Content-Security-Policy allows it by its sha256 hash, so any change here changes the hash.
 */
export const themeScript =
  "try{if(localStorage.getItem('theme')==='dark')document.documentElement.dataset.theme='dark'}catch(e){}"

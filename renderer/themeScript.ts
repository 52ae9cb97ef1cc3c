/**
 * Runs before first paint: applies the stored theme (no flash of the wrong theme) and, on entry at a home
 * URL once per visit, marks the page so the pre-home splash shows from the first frame
 * (components/shell/Prehome). Static text on purpose: the Content-Security-Policy allows it by its sha256
 * hash, so any change here changes the hash.
 */
export const themeScript =
  "try{var d=document.documentElement,p=location.pathname;if(localStorage.getItem('theme')==='dark')d.dataset.theme='dark';if((p==='/'||p==='/en')&&!sessionStorage.getItem('prehome-seen')){sessionStorage.setItem('prehome-seen','1');d.dataset.prehome=''}}catch(e){}"

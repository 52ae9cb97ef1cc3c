import { keptMark, storageKey } from '../lib/state/favoritesStorage'

/**
 * Runs before first paint: applies the stored theme (no flash of the wrong theme); on entry at a home
 * URL once per visit, marks the page so the pre-home splash shows from the first frame
 * (components/shell/Prehome); and marks a visitor who has kept any favorites (`data-favorites`), so the
 * favorites page's first paint is final for everyone else (its prerendered empty state, no React). Static
 * text built at build time: the Content-Security-Policy allows it by its sha256 hash.
 */
export const themeScript = `try{var d=document.documentElement,p=location.pathname;if(localStorage.getItem('theme')==='dark')d.dataset.theme='dark';if((p==='/'||p==='/en')&&!sessionStorage.getItem('prehome-seen')){sessionStorage.setItem('prehome-seen','1');d.dataset.prehome=''}var f=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'{}');if(f&&typeof f==='object'&&Object.keys(f).length)d.setAttribute(${JSON.stringify(`data-${keptMark}`)},'')}catch(e){}`

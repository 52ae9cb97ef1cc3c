import { limits } from '../lib/site'
import { keptMark, storageKey } from '../lib/state/favoritesStorage'

/**
 * Runs before first paint: applies the stored theme (no flash of the wrong theme); on entry at a home
 * URL once per visit, marks the page so the pre-home splash shows from the first frame
 * (components/shell/Prehome); and marks a visitor who has kept any favorites (`data-favorites`), so the
 * favorites page's first paint is final for everyone else (its prerendered empty state, no React). Static
 * text built at build time: the Content-Security-Policy allows it by its sha256 hash.
 */
const marks = `try{var d=document.documentElement,p=location.pathname;if(localStorage.getItem('theme')==='dark')d.dataset.theme='dark';if((p==='/'||p==='/en')&&!sessionStorage.getItem('prehome-seen')){sessionStorage.setItem('prehome-seen','1');d.dataset.prehome=''}var f=JSON.parse(localStorage.getItem(${JSON.stringify(storageKey)})||'{}');if(f&&typeof f==='object'&&Object.keys(f).length)d.setAttribute(${JSON.stringify(`data-${keptMark}`)},'')}catch(e){}`

/**
 * What only a script can do, done from the first paint (no script file to wait for, so no tap is lost, and
 * no one else does it, so none counts twice; issue 29):
 * - the theme toggle (`data-theme-toggle`, components/shell/ThemeToggle): a click switches and stores the
 *   theme at once; every toggle says whether dark is on (`aria-pressed`) and what a click does (`title`);
 * - the splash (components/shell/Prehome): it takes the focus as soon as it is parsed (nothing behind it is
 *   focused while it covers the page), and closes on a click on it, on any key, or 5 s after it showed;
 *   the focus it had goes to the page's start, so the next Tab reaches the skip link and the header.
 */
const acts = `(function(){var d=document,D=d.documentElement.dataset,P='[data-prehome-dialog]',o={preventScroll:1},s=function(){var k=D.theme=='dark';d.querySelectorAll('[data-theme-toggle]').forEach(function(b){b.setAttribute('aria-pressed',k);b.title=(k?b.dataset.titleLight:b.dataset.titleDark)||''})},c=function(){if(D.prehome==null)return;delete D.prehome;var e=d.querySelector(P),b=d.body;if(e&&e.contains(d.activeElement)){b.tabIndex=-1;b.focus(o);b.onblur=function(){b.removeAttribute('tabindex')}}};d.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[data-theme-toggle],'+P);if(!t)return;if(t.matches(P))return c();var k=D.theme!='dark';if(k)D.theme='dark';else delete D.theme;try{localStorage.setItem('theme',k?'dark':'light')}catch(e){}s()});d.addEventListener('DOMContentLoaded',function(){s();var e=d.querySelector(P);if(D.prehome!=null&&e)e.focus(o)});if(D.prehome!=null){addEventListener('keydown',c,true);setTimeout(c,${limits.prehomeMs})}})()`

export const themeScript = `${marks}${acts}`

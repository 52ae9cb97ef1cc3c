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
const acts = `(function(){var d=document,r=d.documentElement,s=function(){var k=r.dataset.theme==='dark';d.querySelectorAll('[data-theme-toggle]').forEach(function(b){b.setAttribute('aria-pressed',k);b.title=(k?b.dataset.titleLight:b.dataset.titleDark)||''})},q=function(){return d.querySelector('[data-prehome-dialog]')},c=function(){if(r.dataset.prehome==null)return;delete r.dataset.prehome;var e=q(),b=d.body;if(e&&e.contains(d.activeElement)){b.tabIndex=-1;b.focus({preventScroll:true});b.addEventListener('blur',function(){b.removeAttribute('tabindex')},{once:true})}};d.addEventListener('click',function(e){var t=e.target.closest?e.target.closest('[data-theme-toggle],[data-prehome-dialog]'):null;if(!t)return;if(t.hasAttribute('data-prehome-dialog'))return c();var k=r.dataset.theme!=='dark';if(k)r.dataset.theme='dark';else delete r.dataset.theme;try{localStorage.setItem('theme',k?'dark':'light')}catch(e){}s()});d.addEventListener('DOMContentLoaded',function(){s();var e=q();if(r.dataset.prehome!=null&&e)e.focus({preventScroll:true})});if(r.dataset.prehome!=null){addEventListener('keydown',c,true);setTimeout(c,${limits.prehomeMs})}})()`

export const themeScript = `${marks}${acts}`

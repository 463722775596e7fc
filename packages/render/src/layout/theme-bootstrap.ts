/**
 * Runs in `<head>` before the first paint: applies the stored or default theme (no flash
 * of the wrong theme) and hides banners the reader dismissed.
 */
export const THEME_BOOTSTRAP = [
  '(function(){try{var d=document.documentElement,k="quire-theme",def=d.getAttribute("data-default-theme")||"system";d.classList.add("q-js");',
  'var t=d.getAttribute("data-theme-strict")==="true"?def:(localStorage.getItem(k)||def);',
  'if(t==="system")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";',
  'd.classList.toggle("dark",t==="dark");',
  'var b=localStorage.getItem("quire-banner-dismissed");if(b)d.setAttribute("data-banner-dismissed",b);',
  '}catch(e){}})();',
].join('');

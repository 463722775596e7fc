/**
 * Web functions that page code calls and the JavaScript language lacks: `btoa` and `atob` (snippets
 * build data URLs and deep links with them; the reference platform renders pages in browsers and in
 * Node, which both have them). Run in the sandbox realm before it is frozen, written in JavaScript
 * there, so that no object of the host is reachable through them.
 */
export const SANDBOX_WEB_GLOBALS = `(function () {
  'use strict';
  const CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const invalid = (message) => { const error = new Error(message); error.name = 'InvalidCharacterError'; return error; };
  function btoa(data) {
    const s = String(data);
    let out = '';
    for (let i = 0; i < s.length; i += 3) {
      const left = s.length - i;
      const a = s.charCodeAt(i);
      const b = left > 1 ? s.charCodeAt(i + 1) : 0;
      const c = left > 2 ? s.charCodeAt(i + 2) : 0;
      if (a > 255 || b > 255 || c > 255) throw invalid('btoa: the string has characters outside Latin-1.');
      const bits = (a << 16) | (b << 8) | c;
      out += CHARS[(bits >> 18) & 63] + CHARS[(bits >> 12) & 63] + (left > 1 ? CHARS[(bits >> 6) & 63] : '=') + (left > 2 ? CHARS[bits & 63] : '=');
    }
    return out;
  }
  function atob(data) {
    let s = String(data).replace(/[\\t\\n\\f\\r ]/g, '');
    if (s.length % 4 === 0) s = s.replace(/==?$/, '');
    if (s.length % 4 === 1 || /[^A-Za-z0-9+/]/.test(s)) throw invalid('atob: the string is not valid base64.');
    let out = '';
    let bits = 0;
    let count = 0;
    for (const ch of s) {
      bits = ((bits << 6) | CHARS.indexOf(ch)) & 0xffffff;
      count += 6;
      if (count >= 8) {
        count -= 8;
        out += String.fromCharCode((bits >> count) & 255);
      }
    }
    return out;
  }
  for (const [name, value] of [['btoa', btoa], ['atob', atob]]) {
    Object.defineProperty(globalThis, name, { value, writable: true, configurable: true, enumerable: false });
  }
})();`;
